import { expect, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { REGISTRATION_CODE } from '../playwright.config.js';

export const DEMO_PASSWORD = 'demo1234';

export async function loginAs(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  // The header's signed-in buttons load after the sign-in and widen their side of the header: a
  // press on the menu before they are in could land on the link that slides under it.
  await expect(page.getByRole('banner').getByRole('button', { name: /^(Cuenta|Account):/ })).toBeVisible();
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
/** The password of the accounts a test signs up. */
export const SIGNUP_PASSWORD = 'clave-prueba-1';

/** Signs up through the API, as the sign-up form would (hashed username and password). */
export async function signUp(request: APIRequestContext, kind: 'company' | 'user', fields: Record<string, unknown>) {
  const username = `e2e-${unique()}`;
  const res = await request.post(`/api/auth/signup/${kind}`, {
    data: {
      registrationCode: REGISTRATION_CODE,
      username: sha256(username),
      password: sha256(SIGNUP_PASSWORD),
      phone: '801-555-0101',
      address: '123 Main St',
      city: 'Ogden',
      state: 'UT',
      zip: '84401',
      field: 'Techos',
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { id } = (await res.json()).queryData as { id: number };
  return { id, username };
}

/** Holds the app's own code back until `release` is called, as a slow network would. */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Chooses an item of the signed-in account's menu in the header. */
export async function chooseFromAccountMenu(page: Page, item: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cuenta:/ })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Whether anything on the page is wider than the viewport (a horizontal scrollbar on a phone). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** A real 2×2 PNG, made here so the test ships no binary file. */
export function tinyPng(): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const rows = Buffer.from([0, 200, 30, 30, 30, 30, 200, 0, 30, 200, 30, 200, 200, 200]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Fills the project form's own fields (not its jobs) for a project in Ogden, Utah, in December 2026. */
export async function fillProjectBasics(
  page: Page,
  form: Locator,
  project: { name: string; description: string },
): Promise<void> {
  await form.getByLabel('Nombre del proyecto').fill(project.name);
  await form.getByLabel('Dirección (calle y número)').fill('450 Calle 25');
  await form.getByRole('textbox', { name: 'Ciudad', exact: true }).fill('Ogden');
  // Typed by name: the field keeps its code.
  await form.getByRole('combobox', { name: 'Estado', exact: true }).fill('Utah');
  await form.getByLabel('Código postal').fill('84401');
  await form.getByLabel('Fecha de inicio').fill('2026-12-01');
  await form.getByLabel('Fecha final').fill('2026-12-20');
  await form.getByLabel('Descripción').fill(project.description);
}

/** The signed-in page's token and account id. */
export async function sessionOf(page: Page): Promise<{ token: string; id: number; companyId: number | null }> {
  return page.evaluate(() => {
    const account = JSON.parse(sessionStorage.getItem('account') ?? '{}') as { id: number; companyId: number | null };
    return { token: sessionStorage.getItem('token') ?? '', id: account.id, companyId: account.companyId };
  });
}

/** A call to the API as the page's signed-in account; its data, once it answered 200. */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const { token } = await sessionOf(page);
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { queryData: T }).queryData;
}

/**
 * A new project of the company signed in on `office` (with `project`'s fields), with one open job
 * for its worker `worker`:
 * a test that completes or measures a worker's job does not depend on the demo's jobs another
 * test may have completed.
 */
export async function newJobFor(
  office: Page,
  worker: string,
  jobName: string,
  project: Record<string, unknown> = {},
): Promise<{ id: number; name: string; projectItems: { id: number; itemStartDate: string }[] }> {
  const { companyId } = await sessionOf(office);
  const assignees = await api<{ name: string; assignee: string }[]>(
    office,
    'GET',
    `/projects/getAssigneesByCompany?companyId=${companyId}`,
  );
  const assignee = assignees.find((a) => a.name === worker)!.assignee;
  return api(office, 'POST', '/projects/create', {
    ...projectBody(`Visita ${jobName}`, [{ itemName: jobName, itemPrice: 150, assignee, itemStartDate: '2026-12-02' }]),
    ...project,
  });
}

/** The body of /projects/create for a project in Ogden, Utah, in December 2026, with the jobs given. */
export function projectBody(name: string, projectItems: Record<string, unknown>[]) {
  return {
    name,
    address: '500 Center St, Ogden, UT, 84401',
    city: 'Ogden',
    state: 'UT',
    zip: '84401',
    startDate: '2026-12-01',
    endDate: '2026-12-20',
    description: 'Revisión',
    type: 'Techado',
    price: 0,
    projectItems,
  };
}
