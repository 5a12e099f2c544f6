import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, loginAs, newJobFor } from './helpers.js';

/** Each person in a browser of their own (separate storage), as two people on two devices. */
async function personIn(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, username);
  return page;
}

/** Today where the browsers are (playwright.config.ts's time zone), as the dashboard counts it. */
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Denver' });

test("another person's edit costs an open dashboard one small read, and shows on it", async ({ browser }) => {
  const office = await personIn(browser, 'empresa');
  const jobName = `Revisar canaletas ${Date.now().toString(36)}`;
  const project = await newJobFor(office, 'Carlos Méndez', jobName);
  const job = project.projectItems[0]!;

  await office.goto('/dashboard');
  const jobsToday = office.getByTestId('jobs-today');
  await expect(jobsToday).toBeVisible();
  await expect(jobsToday.getByText(jobName, { exact: true })).toBeHidden();
  // The socket's first 'resync' reads what is on screen again within three seconds: let it pass.
  await office.waitForTimeout(3500);

  const asked: string[] = [];
  office.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });

  // The worker moves the job to today from a device of their own.
  const worker = await personIn(browser, 'empleado1');
  const day = today();
  await api(worker, 'POST', '/projects/updateJob', {
    id: job.id,
    projectId: project.id,
    itemName: jobName,
    itemStartDate: day,
    itemEndDate: day,
  });

  // The dashboard shows it without a reload…
  await expect(jobsToday.getByText(jobName, { exact: true })).toBeVisible();
  // …having read that one project, not its lists (anything late would show within a second).
  await office.waitForTimeout(1000);
  expect(asked).toEqual(['/api/projects/getProjectById']);
});
