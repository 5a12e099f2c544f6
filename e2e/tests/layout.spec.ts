import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillProjectBasics, horizontalOverflow, loginAs } from './helpers.js';

const WIDTH = 360;
const card = (page: Page, name: string) => page.getByTestId('project-card').filter({ hasText: name });

/** The element lies wholly inside the phone's width. */
async function expectInsideViewport(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
}

/** A call of the API with the signed-in page's token, answering the envelope's data. */
async function api<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(`/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${sessionStorage.getItem('token')}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await res.json()) as { querySuccess: boolean; queryData: unknown; queryError: string | null };
      if (!answer.querySuccess) throw new Error(answer.queryError ?? String(res.status));
      return answer.queryData;
    },
    { path, body },
  ) as Promise<T>;
}

test('on a 360 px phone long names, long statuses and long reminders stay on screen; a client’s projects are listed apart', async ({
  page,
}) => {
  await page.setViewportSize({ width: WIDTH, height: 780 });
  await loginAs(page, 'empresa');
  const suffix = Date.now().toString(36);
  // One unbroken word far wider than the phone.
  const name = `Impermeabilizacióndeazoteaybodegatrasera${suffix}`;
  const reminderText = `Llamar al proveedor para confirmar la entrega de tejas y el pago del anticipo ${suffix} Confirmaciónconproveedordematerialesdeconstrucción`;

  // The project is made in the form, as a phone user would: with a client it waits for approval,
  // and without jobs it takes the price typed in.
  await page.goto('/projects?nuevo=proyecto');
  const form = page.getByRole('dialog').filter({ has: page.getByTestId('project-form') });
  await fillProjectBasics(page, form, { name, description: 'Sellar la azotea y la bodega' });
  const status = form.getByRole('combobox', { name: 'Estado del proyecto', exact: true });
  await expect(status).toHaveValue('En progreso');
  await form.getByRole('combobox', { name: 'Cliente', exact: true }).click();
  await page.getByRole('option', { name: 'María González', exact: true }).click();
  await expect(status).toHaveValue('Esperando aprobación del cliente');
  await form.getByLabel('Precio del proyecto ($)').fill('4321.50');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Proyecto creado')).toBeVisible();
  await expect(form).toBeHidden();

  const created = card(page, name);
  try {
    await expect(created).toContainText('Esperando aprobación del cliente');
    await expect(created).toContainText('$4,321.50');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectInsideViewport(created.getByTestId('project-status'));
    await expectInsideViewport(created.getByRole('heading', { name }));
    for (const badge of await page.getByTestId('project-status').all()) await expectInsideViewport(badge);

    // Work still to do comes first; completed and rejected projects are listed last.
    const statuses = await page.getByTestId('project-status').allTextContents();
    const closed = statuses.map((s) => /Rechazado|Completado/i.test(s));
    expect(closed).toContain(true);
    expect(closed.indexOf(true)).toBe(closed.length - closed.filter(Boolean).length);

    // A reminder too long for one line keeps its button whole.
    const projectId = await projectIdOf(page, name);
    await api(page, '/reminders/create', { text: reminderText, dueDate: '2026-12-05', projectId, address: '' });
    await page.goto('/dashboard');
    const reminder = page.getByTestId('reminder').filter({ hasText: suffix });
    await expect(reminder).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    for (const button of await page
      .getByTestId('reminders')
      .getByRole('button', { name: /^Completar/ })
      .all()) {
      await expectInsideViewport(button);
      // Not clipped: the label fits in the button.
      expect(await button.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      expect((await button.boundingBox())!.width).toBeGreaterThan(60);
    }
    // The active projects keep their names on readable lines beside or above their status.
    const miller = page.getByTestId('active-projects').getByRole('link', { name: 'Pintura exterior Miller' });
    expect((await miller.boundingBox())!.width).toBeGreaterThan(120);
    for (const badge of await page.getByTestId('active-project').all()) await expectInsideViewport(badge);

    // 'Ver proyectos' on the clients screen lists that client's projects only, under a chip that clears it.
    await page.goto('/clients');
    await page
      .getByTestId('client')
      .filter({ hasText: 'María González' })
      .getByRole('link', { name: 'Ver proyectos' })
      .click();
    await expect(page).toHaveURL(/\/projects\?client=\d+$/);
    const chip = page.getByTestId('client-filter');
    await expect(chip).toContainText('Cliente: María González');
    await expect(card(page, name)).toBeVisible();
    await expect(card(page, 'Pintura exterior Miller')).toHaveCount(0);
    for (const each of await page.getByTestId('project-card').all())
      await expect(each).toContainText('Cliente: María González');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await chip.getByRole('button', { name: 'Quitar el filtro de cliente' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(card(page, 'Pintura exterior Miller')).toBeVisible();

    // An id that is not among the company's projects is said so and dropped.
    await page.goto('/projects?id=99999');
    await expect(page.getByText('No se encontró el proyecto entre los proyectos guardados')).toBeVisible();
    await expect(page).toHaveURL(/\/projects$/);
  } finally {
    const id = await projectIdOf(page, name).catch(() => 0);
    if (id) await api(page, '/projects/delete', { projectId: id });
  }
});

async function projectIdOf(page: Page, name: string): Promise<number> {
  const account = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('account') ?? '{}') as { companyId: number },
  );
  const projects = await api<{ id: number; name: string }[]>(
    page,
    `/projects/getByCompany?companyId=${account.companyId}`,
  );
  return projects.find((p) => p.name === name)?.id ?? 0;
}
