import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaItem } from '@obra/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../../test/fake-image.js';
import { stubXhr } from '../../test/fake-xhr.js';
import { COMPANY, renderAt, signInAs } from '../../test/render.js';
import { ProjectPhotos } from './ProjectPhotos.js';

const facade: MediaItem = {
  id: 31,
  name: 'p31.jpg',
  url: '/api/files/p31.jpg',
  thumbUrl: '/api/files/p31.webp',
  kind: 'project',
  jobId: null,
  projectId: 40,
  originalName: 'fachada.jpg',
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('adding photos to a project', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the upload’s percent, says when it failed, and Reintentar finishes it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).startsWith('/api/media/getByProject')
          ? Response.json({ querySuccess: true, queryData: [], queryError: null })
          : new Response(null, { status: 404 }),
      ),
    );
    fakeBrowser({ width: 4032, height: 3024 });
    const requests = stubXhr();
    const user = userEvent.setup();
    signInAs(COMPANY);
    renderAt(<ProjectPhotos projectId={40} canEdit />, '/projects');
    expect(await screen.findByText('Este proyecto no tiene fotos')).toBeInTheDocument();
    const chosen = new File([new Uint8Array(5_000)], 'fachada.jpg', { type: 'image/jpeg' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, chosen);
    await user.click(screen.getByRole('button', { name: 'Subir' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    const form = requests[0]!.body as FormData;
    expect(form.get('projectId')).toBe('40');
    expect(form.get('isProjectItem')).toBe('false');
    act(() => requests[0]!.progress(7, 10));
    expect(screen.getByRole('progressbar', { name: 'Subiendo fotos…' })).toHaveAttribute('aria-valuenow', '70');
    expect(screen.getByText('70 %')).toBeInTheDocument();

    act(() => requests[0]!.respond(500, { querySuccess: false, queryData: null, queryError: null }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo subir la foto');
    expect(alert).toHaveTextContent('Ocurrió un error en el servidor. Inténtelo otra vez.');
    expect(screen.getByText('fachada.jpg')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.photos().map((p) => [p.name, p.size])).toEqual([['fachada.jpg', 300_000]]);
    act(() => requests[1]!.succeed([facade]));
    expect(await screen.findByText('Fotos subidas')).toBeInTheDocument();
    expect(screen.queryByText('No se pudo subir la foto')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(await screen.findByTestId('project-photo')).toBeInTheDocument();
  });
});
