import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '@obra/domain';
import { aJob, aProject } from '../../test/fixtures.js';
import { COMPANY, renderAt, signInAs } from '../../test/render.js';
import { ProjectForm } from './ProjectForm.js';

/** A project with one job whose labor comes from its hours and one whose labor was typed. */
const project: Project = aProject({
  id: 40,
  clientId: 0,
  address: '12 Main St, Austin, TX, 78701',
  description: 'Cambiar el techo',
  projectItems: [
    aJob({ id: 401, itemName: 'Quitar tejas', itemLabor: 24.67, laborManual: false }),
    aJob({ id: 402, itemName: 'Poner tejas', itemLabor: 900, laborManual: true }),
  ],
});

function stubApi(): { path: string; body: { projectItems: Record<string, unknown>[] } }[] {
  const sent: { path: string; body: { projectItems: Record<string, unknown>[] } }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/^\/api/, '').replace(/\?.*$/, '');
      if (init?.method === 'POST') sent.push({ path, body: JSON.parse(String(init.body)) });
      const data = path === '/projects/update' ? project : [];
      return Response.json({ querySuccess: true, queryData: data, queryError: null });
    }),
  );
  return sent;
}

describe("the project form's labor: from the hours or typed by hand", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says where each job’s labor comes from, turns typed on typing, and goes back to the hours', async () => {
    const sent = stubApi();
    signInAs(COMPANY);
    renderAt(<ProjectForm project={project} opened onClose={() => undefined} />, '/projects');
    const user = userEvent.setup();
    const [fromHours, typed] = (await screen.findAllByTestId('job-row')).map((row) => within(row));
    expect(fromHours!.getByText('Desde las horas')).toBeInTheDocument();
    expect(fromHours!.queryByRole('button', { name: 'Usar las horas' })).toBeNull();
    expect(typed!.getByText('Escrita a mano')).toBeInTheDocument();

    await user.clear(fromHours!.getByLabelText(/^Mano de obra/));
    await user.type(fromHours!.getByLabelText(/^Mano de obra/), '30');
    expect(fromHours!.getByText('Escrita a mano')).toBeInTheDocument();
    await user.click(typed!.getByRole('button', { name: 'Usar las horas' }));
    expect(typed!.getByText('Desde las horas')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent.some((s) => s.path === '/projects/update')).toBe(true));
    const items = sent.find((s) => s.path === '/projects/update')!.body.projectItems;
    expect(items.map((i) => [i.id, i.itemLabor, i.laborFromHours])).toEqual([
      [401, '30', false],
      [402, '900.00', true],
    ]);
  });
});
