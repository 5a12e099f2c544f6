import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaItem } from '@obra/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../../test/fake-image.js';
import { stubXhr } from '../../test/fake-xhr.js';
import { EMPLOYEE, renderAt, signInAs } from '../../test/render.js';
import { JobPhotos } from './JobModal.js';
import { fileNameOf, photosAvailable, photosFit } from '../../lib/photos/photos.js';

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

/** The job's saved photos, as the API lists them; stored files are not found (their names show). */
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

describe('job photos in the job modal', () => {
  afterEach(() => vi.unstubAllGlobals());

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

describe('sending job photos from a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A camera photo; the fake browser decodes it as 4000×3000 and encodes 300 KB of JPEG. */
  const camera = (n: number) => new File([new Uint8Array(4_800)], `IMG_${n}.HEIC.jpeg`, { type: 'image/jpeg' });

  async function choose(files: File[]) {
    signInAs(EMPLOYEE);
    renderAt(<JobPhotos projectId={3} jobId={7} />, '/jobs');
    expect(await screen.findByText('Fotos disponibles: 6')).toBeInTheDocument();
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, files);
    const send = screen.getByRole('button', { name: 'Subir' });
    await waitFor(() => expect(send).toBeEnabled());
    return send;
  }

  it('sends the photos made smaller, showing the percent, and Cancelar keeps them chosen', async () => {
    serve([]);
    const { decode } = fakeBrowser({ width: 4000, height: 3000 });
    const requests = stubXhr();
    const user = userEvent.setup();
    const send = await choose([camera(1), camera(2)]);

    send.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(requests).toHaveLength(1));
    const sent = requests[0]!.photos();
    expect(sent.map((p) => [p.name, p.type, p.size])).toEqual([
      ['IMG_1.HEIC.jpg', 'image/jpeg', 300_000],
      ['IMG_2.HEIC.jpg', 'image/jpeg', 300_000],
    ]);
    expect(requests[0]!.body).toBeInstanceOf(FormData);
    expect((requests[0]!.body as FormData).get('jobId')).toBe('7');

    act(() => requests[0]!.progress(45, 100));
    const bar = screen.getByRole('progressbar', { name: 'Subiendo fotos…' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByText('45 %')).toBeInTheDocument();
    expect(send).toBeDisabled();
    // The keyboard lands on Cancelar, the one button that works now.
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    expect(cancel).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(requests[0]!.aborted).toBe(true);
    expect(await screen.findByRole('status')).toHaveTextContent('Subida cancelada');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('IMG_1.HEIC.jpeg, IMG_2.HEIC.jpeg')).toBeInTheDocument();
    expect(send).toBeEnabled();
    expect(send).toHaveFocus();

    // Sent again, as already prepared: nothing is chosen or decoded again.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.photos().map((p) => [p.name, p.type, p.size])).toEqual(
      sent.map((p) => [p.name, p.type, p.size]),
    );
    expect(decode).toHaveBeenCalledTimes(2);

    act(() => requests[1]!.progress(100, 100));
    expect(screen.getByRole('progressbar', { name: 'Guardando fotos…' })).toHaveAttribute('aria-valuenow', '100');
    // Past the last byte the server keeps the photos: Cancelar no longer pretends otherwise.
    const late = screen.getByRole('button', { name: 'Cancelar' });
    expect(late).toHaveAttribute('aria-disabled', 'true');
    await user.click(late);
    expect(requests[1]!.aborted).toBe(false);

    act(() => requests[1]!.succeed([photo(1), photo(2)]));
    expect(await screen.findByText('Fotos disponibles: 4')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('IMG_1.HEIC.jpeg, IMG_2.HEIC.jpeg')).toBeNull();
  });

  it('says the upload failed, and Reintentar sends the same photos without choosing them again', async () => {
    serve([]);
    const { decode } = fakeBrowser({ width: 4000, height: 3000 });
    const requests = stubXhr();
    const user = userEvent.setup();
    const send = await choose([camera(1)]);

    await user.click(send);
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]!.progress(30, 100));
    act(() => requests[0]!.fail());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo subir la foto');
    expect(alert).toHaveTextContent('No se pudo realizar la operación');
    expect(screen.queryByRole('progressbar')).toBeNull();
    const retry = within(alert).getByRole('button', { name: 'Reintentar' });
    expect(retry).toHaveFocus();

    await user.click(retry);
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.photos().map((p) => [p.name, p.size])).toEqual([['IMG_1.HEIC.jpg', 300_000]]);
    expect(decode).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => requests[1]!.succeed([photo(1)]));
    expect(await screen.findByText('Fotos disponibles: 5')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s reason when it refuses the photos', async () => {
    serve([]);
    const requests = stubXhr((request) =>
      request.respond(413, {
        querySuccess: false,
        queryData: null,
        queryError: 'Cada foto puede pesar como máximo 10 MB',
      }),
    );
    await userEvent.click(await choose([camera(1), camera(2)]));
    await waitFor(() => expect(requests).toHaveLength(1));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron subir las fotos');
    expect(alert).toHaveTextContent('Cada foto puede pesar como máximo 10 MB');
  });
});
