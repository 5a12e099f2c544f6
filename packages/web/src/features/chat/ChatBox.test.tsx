import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaItem } from '@obra/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubXhr, type FakeRequest } from '../../test/fake-xhr.js';
import { CLIENT, COMPANY, renderAt, signInAs } from '../../test/render.js';
import type { ChatMessage } from './api.js';
import { ChatBox } from './ChatBox.js';

const envelope = (queryData: unknown) => Response.json({ querySuccess: true, queryData, queryError: null });

const stored = (id: number, name: string): MediaItem => ({
  id,
  name: `${name}.png`,
  url: `/api/files/${name}.png`,
  thumbUrl: `/api/files/${name}.webp`,
  kind: 'chat',
  jobId: null,
  projectId: 40,
  originalName: `${name}.png`,
  createdAt: '2026-11-20T10:00:00.000Z',
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A fake chat API: a chat photo upload (through XMLHttpRequest, for its progress) answers the
 * photo it stored, 12, unless `upload` answers it otherwise.
 */
function stubApi(upload: (request: FakeRequest) => void = (request) => request.succeed([stored(12, 'nueva')])): Sent[] {
  const sent: Sent[] = [];
  const messages: ChatMessage[] = [];
  stubXhr((request) => {
    sent.push({ method: request.method, path: request.url.replace(/^\/api/, ''), body: request.body });
    upload(request);
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/^\/api/, '').replace(/\?.*$/, '');
      const method = init?.method ?? 'GET';
      const body =
        init?.body instanceof FormData
          ? init.body
          : init?.body
            ? (JSON.parse(String(init.body)) as unknown)
            : undefined;
      if (method !== 'GET') sent.push({ method, path, body });
      if (path === '/projects/getProjectMessages') return envelope(messages);
      if (path === '/projects/message/create') {
        const b = body as { messageText: string; projectMediaId: number };
        const message: ChatMessage = {
          id: messages.length + 1,
          projectId: 40,
          messageText: b.messageText,
          projectMediaId: b.projectMediaId,
          mediaUrl: b.projectMediaId === 12 ? '/api/files/nueva.png' : null,
          messageOrigin: 1,
          senderName: 'Techos',
          createdAt: '2026-11-20T10:00:00.000Z',
        };
        messages.push(message);
        return envelope(message);
      }
      if (path.startsWith('/files/')) return new Response('png', { headers: { 'content-type': 'image/png' } });
      return envelope(null);
    }),
  );
  return sent;
}

function open(account: Parameters<typeof signInAs>[0] = COMPANY) {
  signInAs(account);
  renderAt(<ChatBox projectId={40} projectName="Techo nuevo" opened onClose={() => undefined} />, '/projects');
}

describe('photos in the project chat', () => {
  const realCreate = URL.createObjectURL;
  beforeEach(() => {
    // jsdom has no object URLs; useFileUrl shows the fetched file from one.
    URL.createObjectURL = vi.fn(() => 'blob:foto');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    URL.createObjectURL = realCreate;
  });

  it.each([
    ['the company', COMPANY],
    ['the client', CLIENT],
  ])('lets %s send a photo-only message: uploads the photo to the chat, then sends its id', async (_, account) => {
    const sent = stubApi();
    open(account);
    expect(await screen.findByText('Todavía no hay mensajes.')).toBeInTheDocument();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'techo.png', { type: 'image/png' });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, png);
    expect(await screen.findByText('Foto adjunta: techo.png')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Enviar' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);

    await waitFor(() => expect(sent).toHaveLength(2));
    const [upload, message] = sent;
    expect(upload!.method).toBe('POST');
    expect(upload!.path).toBe('/upload/photos');
    const form = upload!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('projectId')).toBe('40');
    expect(form.get('isProjectItem')).toBe('false');
    expect(form.get('isChatItem')).toBe('true');
    expect((form.get('photos') as File).name).toBe('techo.png');
    expect(message).toEqual({
      method: 'POST',
      path: '/projects/message/create',
      body: { projectId: 40, messageText: '', projectMediaId: 12 },
    });
    expect(await screen.findByTestId('chat-photo')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Foto del mensaje' })).toHaveAttribute('src', 'blob:foto');
    expect(screen.queryByText('Foto adjunta: techo.png')).toBeNull();
  });

  it('does not send a message with neither text nor photo (SPEC §5)', async () => {
    const sent = stubApi();
    open();
    expect(await screen.findByText('Todavía no hay mensajes.')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    const box = screen.getByRole('textbox', { name: 'Mensaje' });
    await userEvent.type(box, '   ');
    expect(send).toBeDisabled();
    await userEvent.type(box, '{Enter}');
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual([]);

    await userEvent.type(box, 'hola');
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/projects/message/create',
      body: { projectId: 40, messageText: 'hola', projectMediaId: -1 },
    });
  });
});

describe('a chat photo that fails to go', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says so, keeps the text and the photo, and Reintentar sends the message with it', async () => {
    let attempts = 0;
    const sent = stubApi((request) => {
      attempts += 1;
      if (attempts === 1) request.fail();
      else request.succeed([stored(12, 'nueva')]);
    });
    open();
    expect(await screen.findByText('Todavía no hay mensajes.')).toBeInTheDocument();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'gotera.png', { type: 'image/png' });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, png);
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Aquí entra el agua');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo subir la foto');
    expect(alert).toHaveTextContent('No se pudo realizar la operación');
    expect(screen.getByText('Foto adjunta: gotera.png')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('Aquí entra el agua');
    expect(sent.map((s) => s.path)).toEqual(['/upload/photos']);

    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(sent.map((s) => s.path)).toEqual(['/upload/photos', '/upload/photos', '/projects/message/create']),
    );
    expect(((sent[1]!.body as FormData).get('photos') as File).name).toBe('gotera.png');
    expect(sent[2]!.body).toEqual({ projectId: 40, messageText: 'Aquí entra el agua', projectMediaId: 12 });
    await waitFor(() => expect(screen.queryByText('Foto adjunta: gotera.png')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('');
  });
});

describe('when a message was sent', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the time where the company works, with the day when it was not today's", async () => {
    // 01:00 UTC on the 23rd: still the evening of the 22nd in Utah.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T01:00:00.000Z'));
    const message = (id: number, createdAt: string, messageText: string): ChatMessage => ({
      id,
      projectId: 40,
      messageText,
      projectMediaId: -1,
      mediaUrl: null,
      messageOrigin: 1,
      senderName: 'Techos',
      createdAt,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        envelope([
          message(1, '2026-11-20T17:05:00.000Z', 'Empezamos el lunes'),
          message(2, '2026-11-23T00:50:00.000Z', 'Ya terminamos hoy'),
        ]),
      ),
    );
    open({ ...COMPANY, timeZone: 'America/Denver' });
    await screen.findByText('Ya terminamos hoy');
    const times = screen.getAllByTestId('chat-message').map((m) => m.querySelector('time'));
    expect(times.map((time) => time?.getAttribute('datetime'))).toEqual([
      '2026-11-20T17:05:00.000Z',
      '2026-11-23T00:50:00.000Z',
    ]);
    const shown = times.map((time) => time?.textContent?.replace(/\s/g, ' '));
    expect(shown[0]).toMatch(/^11\/20\/2026 10:05 a\. ?m\.$/);
    expect(shown[1]).toMatch(/^5:50 p\. ?m\.$/);
  });
});

describe('a long conversation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the latest page first, and Cargar mensajes anteriores puts the older page above it', async () => {
    const says = (id: number): ChatMessage => ({
      id,
      projectId: 40,
      messageText: `Mensaje ${id}`,
      projectMediaId: -1,
      mediaUrl: null,
      messageOrigin: 1,
      senderName: 'Techos',
      createdAt: `2026-11-${String(id).padStart(2, '0')}T17:00:00.000Z`,
    });
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        // Each page oldest first: the latest two, then the two before them.
        const older = url.includes('cursor=');
        return Response.json({
          querySuccess: true,
          queryData: older ? [says(1), says(2)] : [says(3), says(4)],
          nextCursor: older ? null : 'antes-del-3',
          queryError: null,
        });
      }),
    );
    open();
    await screen.findByText('Mensaje 4');
    const texts = () => screen.getAllByTestId('chat-message').map((m) => m.querySelector('p:last-child')?.textContent);
    expect(texts()).toEqual(['Mensaje 3', 'Mensaje 4']);

    await userEvent.click(screen.getByRole('button', { name: 'Cargar mensajes anteriores' }));
    await waitFor(() => expect(texts()).toEqual(['Mensaje 1', 'Mensaje 2', 'Mensaje 3', 'Mensaje 4']));
    expect(asked.at(-1)).toContain('cursor=antes-del-3');
    expect(screen.queryByRole('button', { name: 'Cargar mensajes anteriores' })).toBeNull();
  });
});
