import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { OUTBOX } from '../playwright.config.js';
import { api, loginAs, newJobFor, sessionOf } from './helpers.js';

/** The outbox's mails to an address with this subject. */
function mailsTo(address: string, subject: string): string[] {
  if (!existsSync(OUTBOX)) return [];
  return readdirSync(OUTBOX)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(path.join(OUTBOX, f), 'utf8'))
    .filter((raw) => raw.includes(`To: ${address}`) && raw.includes(`Subject: ${subject}`));
}

test('the client hears live, and by one mail each, that a job and then the whole project are done', async ({
  page,
  browser,
}) => {
  const office = await browser.newPage();
  await loginAs(office, 'empresa');
  const { companyId } = await sessionOf(office);
  const clients = await api<{ id: number; name: string }[]>(
    office,
    'GET',
    `/clients/getByCompany?companyId=${companyId}`,
  );
  const john = clients.find((c) => c.name === 'John Miller')!;
  const jobName = `Gutters${Date.now().toString(36)}`;
  const project = await newJobFor(office, 'Carlos Méndez', jobName, { clientId: john.id, status: 'IN_PROGRESS' });

  await loginAs(page, 'cliente2');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const unreadBefore = await bell.getAttribute('aria-label');

  const worker = await browser.newPage();
  await loginAs(worker, 'empleado1');
  const job = project.projectItems[0]!;
  const done = {
    id: job.id,
    projectId: project.id,
    itemName: jobName,
    itemStartDate: job.itemStartDate,
    itemStatus: 'COMPLETED',
  };
  await api(worker, 'POST', '/projects/updateJob', done);

  // Live: the bell hears of it without a reload.
  await expect(bell).not.toHaveAttribute('aria-label', unreadBefore!);
  await bell.click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    dialog.getByText(`Carlos Méndez finished the job ${jobName} of project ${project.name} (500 Center St)`),
  ).toBeVisible();
  await expect(dialog.getByText(`Techos Rivera finished all the work on project ${project.name}`)).toBeVisible();

  // The same completion sent again tells nothing new: one mail per notice.
  await api(office, 'POST', '/projects/updateJob', done);
  const jobMail = `Techos Rivera: job ${jobName} finished`;
  const projectMail = `Techos Rivera: project ${project.name} finished`;
  await expect.poll(() => mailsTo('cliente2@demo.example', jobMail).length).toBe(1);
  await expect.poll(() => mailsTo('cliente2@demo.example', projectMail).length).toBe(1);
  await page.waitForTimeout(1000);
  expect(mailsTo('cliente2@demo.example', jobMail)).toHaveLength(1);
  expect(mailsTo('cliente2@demo.example', projectMail)).toHaveLength(1);
  await office.close();
  await worker.close();
});
