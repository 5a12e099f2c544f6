import { expect, test, type Page } from '@playwright/test';
import { api, loginAs, projectBody, signUp, SIGNUP_PASSWORD, unique } from './helpers.js';

/** More projects than one page holds (50), of a company made for this test alone. */
const CLOSED = 57;
/** As many open ones as a new company's plan allows. */
const ACTIVE = 3;

/** A new company, signed up through the API as the form would, and signed in on `page`. */
async function freshCompany(page: Page): Promise<void> {
  const { username } = await signUp(page.request, 'company', {
    name: `Techos Páginas ${unique()}`,
    email: `paginas-${unique()}@example.com`,
  });
  await loginAs(page, username, SIGNUP_PASSWORD);
}

/** A project with one job; with that job completed, the project is completed (SPEC §4) and does not count against the plan. */
const project = (n: number, done: boolean) =>
  projectBody(`Proyecto ${String(n).padStart(2, '0')}`, [
    {
      itemName: `Trabajo ${n}`,
      itemPrice: 100,
      itemStartDate: '2026-12-02',
      ...(done ? { itemStatus: 'COMPLETED' } : {}),
    },
  ]);

/** What a screen draws as rows of a list: cards, list items, table rows, calendar entries. */
const ROWS =
  '[data-testid="project-card"], [data-testid="active-project"], [data-testid="job"], [data-testid="job-card"], ' +
  '[data-testid="calendar-job"], [data-testid="client"], [data-testid="reminder"], tbody tr, li';
const rowsOn = (page: Page) => page.locator(ROWS).count();

test('a company with more projects than a page: a page of 50 shown, Cargar más shows the rest, no screen draws more than 200 rows', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await freshCompany(page);
  // The plan counts the active projects before each new one: the completed ones first.
  for (let n = ACTIVE + 1; n <= CLOSED + ACTIVE; n++) await api(page, 'POST', '/projects/create', project(n, true));
  for (let n = 1; n <= ACTIVE; n++) await api(page, 'POST', '/projects/create', project(n, false));

  // Drawn by the server with the first page, then taken over by the app: 'Cargar más' reads the next.
  await page.goto('/projects');
  const cards = page.getByTestId('project-card');
  // Work still to do first: the 3 active projects, then the first page (50) of the completed ones.
  await expect(cards).toHaveCount(ACTIVE + 50);
  const more = page.getByRole('button', { name: 'Cargar más' });
  await more.click();
  await expect(cards).toHaveCount(CLOSED + ACTIVE);
  await expect(more).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `Se mostraron ${CLOSED - 50} más` })).toBeAttached();
  const names = await cards.getByRole('heading').allTextContents();
  expect(new Set(names).size).toBe(CLOSED + ACTIVE);

  // The server filters: a search asks for the projects whose name matches.
  await page.getByLabel('Buscar por nombre o dirección').fill('Proyecto 07');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Proyecto 07');

  // The dashboard's figures are the server's counts over every project, not a sum of what is shown.
  await page.goto('/dashboard');
  await expect(page.getByTestId('active-project')).toHaveCount(ACTIVE);
  await expect(page.getByTestId('stat-projects')).toContainText(String(ACTIVE));

  for (const screen of ['/dashboard', '/projects', '/calendar', '/clients']) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await rowsOn(page), screen).toBeLessThanOrEqual(200);
  }
});
