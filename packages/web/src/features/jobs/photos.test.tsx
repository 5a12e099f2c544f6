import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaItem } from '@obra/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPLOYEE, renderAt, signInAs } from '../../test/render.js';
import { JobPhotos } from './JobModal.js';
import { fileNameOf, photosAvailable, photosFit } from './photos.js';

describe('the 6-photo rule (SPEC §5)', () => {
  it('counts what a job still has room for', () => {
    expect(photosAvailable(0)).toBe(6);
    expect(photosAvailable(4)).toBe(2);
    expect(photosAvailable(6)).toBe(0);
    expect(photosAvailable(9)).toBe(0);
    expect(photosFit(0, 6)).toBe(true);
    expect(photosFit(0, 7)).toBe(false);
    expect(photosFit(5, 1)).toBe(true);
    expect(photosFit(5, 2)).toBe(false);
  });

  it('reads a stored file name from its URL', () => {
    expect(fileNameOf('/api/files/abc.webp')).toBe('abc.webp');
    expect(fileNameOf(null)).toBeNull();
  });
});

const photo = (id: number): MediaItem => ({
  id,
  name: `p${id}.jpg`,
  url: `/api/files/p${id}.jpg`,
  thumbUrl: `/api/files/p${id}.webp`,
  kind: 'job',
  jobId: 7,
  projectId: 3,
  originalName: `foto${id}.jpg`,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('job photos in the job modal', () => {
  afterEach(() => vi.unstubAllGlobals());

  function serve(saved: MediaItem[]) {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/api/media/getByJob'))
        return Response.json({ querySuccess: true, queryData: saved, queryError: null });
      return new Response(null, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  const png = (n: number) => new File([new Uint8Array([1, 2, 3])], `nueva${n}.png`, { type: 'image/png' });

  it('refuses in the browser more photos than the job has room for, saying how many are left', async () => {
    const fetchMock = serve([photo(1), photo(2), photo(3), photo(4), photo(5)]);
    signInAs(EMPLOYEE);
    renderAt(<JobPhotos projectId={3} jobId={7} />, '/jobs');
    expect(await screen.findByText('Fotos disponibles: 1')).toBeInTheDocument();

    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [png(1), png(2)]);
    expect(
      await screen.findByText('Solo 6 fotos pueden subirse como parte de un trabajo. Cantidad de fotos disponibles: 1'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/upload/photos'))).toBe(false);
  });

  it('accepts photos that fit', async () => {
    serve([photo(1), photo(2), photo(3), photo(4), photo(5)]);
    signInAs(EMPLOYEE);
    renderAt(<JobPhotos projectId={3} jobId={7} />, '/jobs');
    expect(await screen.findByText('Fotos disponibles: 1')).toBeInTheDocument();
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, [png(1)]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subir' })).toBeEnabled());
    expect(screen.queryByText(/Solo 6 fotos/)).toBeNull();
  });

  it('says when the job has no saved photos', async () => {
    serve([]);
    signInAs(EMPLOYEE);
    renderAt(<JobPhotos projectId={3} jobId={7} />, '/jobs');
    expect(await screen.findByText('Este trabajo no tiene fotos guardadas')).toBeInTheDocument();
    expect(screen.getByText('Fotos disponibles: 6')).toBeInTheDocument();
  });
});
