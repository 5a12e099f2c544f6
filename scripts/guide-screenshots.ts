/**
 * Takes the screenshots of the FAQ guides (/about) from a running Obra server with the demo data,
 * one per guide and language, into packages/web/public/guides/<lang>/<guide-id>.webp.
 *
 *   GUIDES_URL=http://localhost:3210 npm run guides:screenshots
 *   node --import tsx scripts/guide-screenshots.ts http://localhost:3210
 *
 * Run it against a server started on a fresh DATA_DIR (demo data loaded, LOGIN_RATE_LIMIT raised):
 * it adds what the screens need to show (a project awaiting María's approval, three photos of a
 * job, one expense, two chat messages, one invoice per language) only when it is not there yet,
 * and puts back any account language it switched to take the English pictures.
 * Debian's Chromium only (CHROMIUM_PATH to use another binary); nothing downloads a browser.
 */
import { chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../e2e/chromium.js';
import { es } from '../packages/web/src/locales/es.js';
import { aboutTexts } from '../packages/web/src/locales/pages/about.js';
import { COMPLETE_JOB, DATA, LANGS, TEXTS, day, type Data, type Lang, type Texts } from './guides/data.js';
import { VIEWPORT, card, dialog, openProjects, pick, roofPhoto, scrollToTop, shoot } from './guides/page.js';

const BASE = (process.argv[2] ?? process.env.GUIDES_URL ?? '').replace(/\/$/, '');
if (!/^https?:\/\//.test(BASE)) {
  console.error('Usage: GUIDES_URL=http://localhost:3210 npm run guides:screenshots (or pass the URL as the argument)');
  process.exit(2);
}

const PASSWORD = 'demo1234';

// ---------------------------------------------------------------- browser and accounts

interface Session {
  page: Page;
  close(): Promise<void>;
}

/**
 * Logs in as a demo account in a fresh browser context with its language set to `lang`;
 * closing the session puts the account's own language back.
 */
async function session(username: string, lang: Lang): Promise<Session> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    locale: lang === 'es' ? 'es-US' : 'en-US',
    timezoneId: 'America/Denver',
    baseURL: BASE,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // The login screen is a visitor's: Spanish in a fresh browser.
  await page.goto('/login');
  await page.getByLabel(es.login.username).fill(username);
  await page.getByLabel(es.login.password).fill(PASSWORD);
  await page.getByRole('button', { name: es.login.submit, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const original = await setAccountLanguage(page, lang);
  if (original !== lang) await page.reload();
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  return {
    page,
    close: async () => {
      if (original !== lang) await setAccountLanguage(page, original);
      await context.close();
    },
  };
}

/** Sets the signed-in account's language through the API the Account screen uses; answers the one it had. */
async function setAccountLanguage(page: Page, lang: Lang): Promise<Lang> {
  return page.evaluate(async (wanted) => {
    const token = sessionStorage.getItem('token');
    const account = JSON.parse(sessionStorage.getItem('account') ?? 'null') as {
      id: number;
      isCompany: boolean;
    } | null;
    if (!token || !account) throw new Error('not signed in');
    const kind = account.isCompany ? 'company' : 'user';
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const read = await fetch(`/api/account/get/${kind}?account=${account.id}`, { headers });
    const current = (await read.json()).queryData as Record<string, unknown>;
    const had = current.language as 'es' | 'en';
    if (had === wanted) return had;
    const fields = ['name', 'email', 'phone', 'address', 'city', 'state', 'zip', 'field', 'language'];
    const body: Record<string, unknown> = {
      id: account.id,
      ...Object.fromEntries(fields.map((f) => [f, current[f]])),
      language: wanted,
    };
    if (account.isCompany) body.timeZone = current.timeZone;
    const saved = await fetch(`/api/account/update/${kind}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!saved.ok) throw new Error(`language not saved: ${saved.status} ${await saved.text()}`);
    return had;
  }, lang);
}

async function as<T>(username: string, lang: Lang, work: (page: Page) => Promise<T>): Promise<T> {
  const s = await session(username, lang);
  try {
    return await work(s.page);
  } finally {
    await s.close();
  }
}

// ---------------------------------------------------------------- the guides

/** Guide: create a project with jobs. Shows the filled form; saves it once (María approves it later). */
async function createProject(lang: Lang, t: Texts, data: Data) {
  await as('empresa', lang, async (page) => {
    await openProjects(page);
    const exists = (await card(page, data.newProject.name).count()) > 0;
    await page.goto('/projects?nuevo=proyecto');
    const form = dialog(page, t.projectForm.createTitle);
    await form.waitFor();
    const p = data.newProject;
    await form.getByLabel(t.projectForm.name, { exact: false }).first().fill(p.name);
    await form.getByRole('textbox', { name: t.projectForm.street }).fill(p.street);
    await form.getByRole('textbox', { name: t.projectForm.city, exact: true }).fill(p.city);
    await form.getByRole('combobox', { name: t.projectForm.state, exact: true }).fill('UT');
    await form.getByRole('textbox', { name: t.projectForm.zip }).fill(p.zip);
    await form.getByLabel(t.projectForm.startDate).fill(day(21));
    await form.getByLabel(t.projectForm.endDate).fill(day(28));
    await form.getByRole('textbox', { name: t.projectForm.description }).fill(p.description);
    await form.getByRole('textbox', { name: t.projectForm.type }).fill(p.type);
    await pick(form, page, t.projectForm.client, p.client);
    const rows = form.getByTestId('job-row');
    for (const [i, job] of p.jobs.entries()) {
      await form.getByRole('button', { name: t.projectForm.addJob }).click();
      const row = rows.nth(i);
      await row.getByRole('textbox', { name: t.projectForm.itemName }).fill(job.name);
      await row.getByLabel(t.projectForm.itemStartDate, { exact: true }).fill(day(21 + i * 3));
      await row.getByLabel(t.projectForm.itemEndDate, { exact: true }).fill(day(23 + i * 3));
      await row.getByLabel(t.projectForm.itemPrice).fill(job.price);
      await row.getByLabel(t.projectForm.itemLabor).fill(job.labor);
      if (job.assignee) await pick(row, page, t.projectForm.assignee, job.assignee);
    }
    await scrollToTop(form.getByRole('textbox', { name: t.projectForm.type }));
    await shoot(page, lang, 'createProject');
    if (!exists) {
      await form.getByRole('button', { name: t.projectForm.save, exact: true }).click();
      await page.getByText(t.projectForm.created).first().waitFor();
    }
  });
}

/** Guide: add and assign a worker. Shows the project form's "Assigned to" list open on an unassigned job. */
async function assignWorker(lang: Lang, t: Texts, data: Data) {
  await as('empresa', lang, async (page) => {
    await openProjects(page);
    await card(page, data.assignProject).getByRole('button', { name: t.projects.details }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.projectForm.edit, exact: true }).click();
    const form = page.getByRole('dialog').filter({ has: page.getByTestId('project-form') });
    await form.waitFor();
    const rows = form.getByTestId('job-row');
    const unassigned = rows.filter({ has: page.getByRole('combobox', { name: t.projectForm.assignee }) }).last();
    await scrollToTop(unassigned);
    await unassigned.getByRole('combobox', { name: t.projectForm.assignee, exact: true }).click();
    await page.getByRole('option', { name: 'Carlos Méndez', exact: true }).hover();
    await shoot(page, lang, 'assignWorker');
    // Nothing is saved: the form is left as it was.
  });
}

/** Guide: complete a job with photos. The Completar sheet with a camera photo chosen (nothing is sent). */
async function completeJob(lang: Lang, t: Texts) {
  await as(COMPLETE_JOB.worker, lang, async (page) => {
    await page.goto('/jobs');
    const row = page.getByTestId('job-card').or(page.getByRole('row')).filter({ hasText: COMPLETE_JOB.job });
    await row.getByRole('button', { name: t.jobs.complete, exact: true }).click();
    const sheet = dialog(page, t.jobs.completeTitle.replace('{{name}}', COMPLETE_JOB.job));
    const chooser = page.waitForEvent('filechooser');
    await sheet.getByRole('button', { name: t.jobs.takePhotos }).click();
    await (await chooser).setFiles({ name: 'base-1.jpg', mimeType: 'image/jpeg', buffer: await roofPhoto(0) });
    await sheet.getByTestId('chosen-photos').waitFor();
    await shoot(page, lang, 'completeJob');
    // Left as it was: the chosen photo is dropped, the job stays open for the next run.
    await sheet.getByRole('button', { name: t.app.cancel, exact: true }).click();
    await page.getByRole('button', { name: t.app.yes, exact: true }).click();
  });
}

/** Guide: add expenses. The job's expenses with one saved (added once) and a new one being typed. */
async function addExpenses(lang: Lang, t: Texts, data: Data) {
  await as('empresa', lang, async (page) => {
    await openProjects(page);
    await card(page, data.expensesProject).getByRole('button', { name: t.projects.details }).click();
    const jobRow = page.getByRole('dialog').getByRole('row').filter({ hasText: data.expensesJob });
    await jobRow.getByRole('button', { name: t.expenses.jobButton, exact: true }).click();
    const modal = dialog(page, t.expenses.jobTitle.replace('{{name}}', data.expensesJob));
    await modal.waitFor();
    await modal.getByRole('button', { name: t.expenses.add }).waitFor();
    await page.waitForTimeout(500);
    const fill = async (n: number, e: { name: string; amount: string; description: string }, date: string) => {
      const title = t.expenses.newTitle.replace('{{n}}', String(n));
      const box = modal
        .locator('div')
        .filter({ has: page.getByText(title, { exact: true }) })
        .filter({ has: page.getByRole('textbox', { name: t.expenses.description }) })
        .last();
      await box.getByRole('textbox', { name: t.expenses.name, exact: true }).fill(e.name);
      await box.getByRole('textbox', { name: t.expenses.amount }).fill(e.amount);
      await box.getByLabel(t.expenses.date).fill(date);
      await box.getByRole('textbox', { name: t.expenses.description }).fill(e.description);
    };
    if (await modal.getByText(t.expenses.empty).isVisible()) {
      await modal.getByRole('button', { name: t.expenses.add }).click();
      await fill(1, data.savedExpense, day(-1));
      await modal.getByRole('button', { name: t.expenses.save, exact: true }).click();
      await page.getByText(t.expenses.saved).first().waitFor();
      await page.getByText(t.expenses.saved).first().waitFor({ state: 'hidden', timeout: 10_000 });
    }
    await modal.getByRole('button', { name: t.expenses.add }).click();
    await fill(1, data.newExpense, day(0));
    await modal.getByRole('button', { name: t.expenses.save, exact: true }).hover();
    await shoot(page, lang, 'addExpenses');
    // The typed row is not saved.
  });
}

/** Guide: send an invoice. The project cards with the toast of a sent invoice. */
async function sendInvoice(lang: Lang, t: Texts, data: Data) {
  await as('empresa', lang, async (page) => {
    await openProjects(page);
    const target = card(page, data.invoiceProject);
    await target.scrollIntoViewIfNeeded();
    await target.getByRole('button', { name: t.projects.invoice, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.app.yes, exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.locator('.mantine-Notification-root').first().waitFor();
    await target.getByRole('button', { name: t.projects.invoice, exact: true }).hover();
    await shoot(page, lang, 'sendInvoice');
  });
}

/** Guide: approve a project (clients). The client's details of a project awaiting them, with Approve and Reject. */
async function approveProject(lang: Lang, t: Texts, data: Data) {
  await as(data.approvalClient, lang, async (page) => {
    await openProjects(page);
    await card(page, data.newProject.name).getByRole('button', { name: t.projects.details }).click();
    const details = dialog(page, data.newProject.name);
    await details.getByRole('button', { name: t.projects.approve, exact: true }).waitFor();
    await details.getByRole('button', { name: t.projects.approve, exact: true }).scrollIntoViewIfNeeded();
    await details.getByRole('button', { name: t.projects.approve, exact: true }).hover();
    await shoot(page, lang, 'approveProject');
    // Not pressed: the project stays awaiting approval.
  });
}

/** Guide: chat. The company's side of a project chat, after the client asked (each message sent once). */
async function chat(lang: Lang, t: Texts, data: Data) {
  const open = async (page: Page) => {
    await openProjects(page);
    await card(page, data.chat.project).getByRole('button', { name: t.projects.messages, exact: true }).click();
    const box = dialog(page, `${t.chat.title}: ${data.chat.project}`);
    await box.getByRole('textbox', { name: t.chat.message }).waitFor();
    await page.waitForTimeout(500);
    return box;
  };
  const send = async (box: Locator, text: string) => {
    await box.getByRole('textbox', { name: t.chat.message }).fill(text);
    await box.getByRole('button', { name: t.chat.send, exact: true }).click();
    await box.getByText(text).waitFor();
  };
  await as(data.chat.client, lang, async (page) => {
    const box = await open(page);
    if (!(await box.getByText(data.chat.question).isVisible())) await send(box, data.chat.question);
  });
  await as('empresa', lang, async (page) => {
    const box = await open(page);
    await box.getByText(data.chat.question).waitFor();
    if (!(await box.getByText(data.chat.answer).isVisible())) await send(box, data.chat.answer);
    // The attach button is a 📎 emoji, which this headless Chromium has no font for: draw the clip a phone shows.
    await box.getByRole('button', { name: t.photos.attach }).evaluate((el) => {
      el.innerHTML =
        '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M15 7l-6.5 6.5a1.5 1.5 0 0 0 3 3l6.5 -6.5a3 3 0 0 0 -6 -6l-6.5 6.5a4.5 4.5 0 0 0 9 9l6.5 -6.5"/></svg>';
    });
    await box
      .getByRole('textbox', { name: t.chat.message })
      .fill(lang === 'es' ? 'Gracias por avisar.' : 'Thanks for letting us know.');
    await shoot(page, lang, 'chat');
  });
}

// ---------------------------------------------------------------- run

const GUIDE_IDS = Object.keys(aboutTexts.es.about.guides);
const done = new Set<string>();

const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const lang of LANGS) {
    const t = TEXTS[lang];
    const data = DATA[lang];
    await createProject(lang, t, data);
    await assignWorker(lang, t, data);
    await completeJob(lang, t);
    await addExpenses(lang, t, data);
    await sendInvoice(lang, t, data);
    await approveProject(lang, t, data);
    await chat(lang, t, data);
    for (const id of [
      'createProject',
      'assignWorker',
      'completeJob',
      'addExpenses',
      'sendInvoice',
      'approveProject',
      'chat',
    ])
      done.add(id);
  }
} finally {
  await browser.close();
}
const missing = GUIDE_IDS.filter((id) => !done.has(id));
if (missing.length > 0) {
  console.error(`No screenshot for the guides: ${missing.join(', ')}`);
  process.exit(1);
}
