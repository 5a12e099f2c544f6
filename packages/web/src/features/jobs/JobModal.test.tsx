import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobsPage } from '../../app/pages/work/JobsPage.js';
import { aJob, aListedJob, aProject } from '../../test/fixtures.js';
import { EMPLOYEE, renderAt, signInAs } from '../../test/render.js';

const listed = aListedJob();
const projectWith = (comments: string) => aProject({ projectItems: [aJob({ comments })] });

const ok = (data: unknown) => Response.json({ querySuccess: true, queryData: data, queryError: null });

describe('the job modal after a save', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what was just saved when reopened before the lists have refetched', async () => {
    let projectAsked = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        // The lists keep answering the old copy, and the project's refetch never lands: a slow network.
        if (url.startsWith('/api/projects/getJobsByUser')) return ok([listed]);
        if (url.startsWith('/api/projects/getProjectById')) {
          projectAsked += 1;
          return projectAsked === 1 ? ok(projectWith('Texto viejo')) : new Promise<Response>(() => {});
        }
        if (url.startsWith('/api/projects/updateJob')) {
          const body = JSON.parse(String(init?.body)) as { comments: string };
          return ok(projectWith(body.comments));
        }
        if (url.startsWith('/api/media/getByJob')) return ok([]);
        return new Response(null, { status: 404 });
      }),
    );
    signInAs(EMPLOYEE);
    renderAt(<JobsPage />, '/jobs');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Detalles' }));
    let dialog = await screen.findByRole('dialog');
    const comments = within(dialog).getByLabelText('Comentarios');
    await waitFor(() => expect(comments).toHaveValue('Texto viejo'));
    await user.clear(comments);
    await user.type(comments, 'Base colocada en el lado norte');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Detalles' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Comentarios')).toHaveValue('Base colocada en el lado norte');
  });
});

describe('a job site address', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens in a map, in a new tab, from the list and from the job', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.startsWith('/api/projects/getJobsByUser')) return ok([listed]);
        if (url.startsWith('/api/projects/getProjectById')) return ok(projectWith('Texto viejo'));
        return ok([]);
      }),
    );
    signInAs(EMPLOYEE);
    renderAt(<JobsPage />, '/jobs');
    const map = 'https://www.google.com/maps/search/?api=1&query=12%20Main%20St';
    const inList = await screen.findByRole('link', { name: '12 Main St' });
    expect(inList).toHaveAttribute('href', map);
    expect(inList).toHaveAttribute('target', '_blank');
    expect(inList).toHaveAttribute('rel', 'noopener noreferrer');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Detalles' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: '12 Main St' })).toHaveAttribute('href', map);
  });
});

describe('a job in the worker’s list, to a screen reader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a heading, and its buttons say which job they are for', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).startsWith('/api/projects/getJobsByUser') ? ok([listed]) : ok([]),
      ),
    );
    signInAs(EMPLOYEE);
    renderAt(<JobsPage />, '/jobs');
    const heading = await screen.findByRole('heading', { level: 2, name: listed.name });
    for (const name of ['Completar', 'Detalles']) {
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(listed.name);
    }
    expect(heading).toBeVisible();
  });
});
