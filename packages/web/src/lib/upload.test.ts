import { MSG } from '@obra/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '../test/fake-xhr.js';
import { ApiError, TOKEN_KEY, parseEnvelope, setUnauthorizedHandler, settle } from './api.js';
import { upload } from './upload.js';

const form = () => {
  const body = new FormData();
  body.append('photos', new File([new Uint8Array(10)], 'techo.jpg', { type: 'image/jpeg' }));
  return body;
};

/** The ApiError a promise rejects with, to check its status, message and code together. */
async function failure(promise: Promise<unknown>) {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { status, message, problem } = error as ApiError;
  return { status, message, code: problem?.code ?? null };
}

describe('reading an answer of the API', () => {
  afterEach(() => setUnauthorizedHandler(() => undefined));

  it('finds the envelope only in JSON that is one', () => {
    expect(parseEnvelope('{"querySuccess":true,"queryData":[1],"queryError":null}')).toEqual({
      querySuccess: true,
      queryData: [1],
      queryError: null,
    });
    expect(parseEnvelope('<html>502 Bad Gateway</html>')).toBeNull();
    expect(parseEnvelope('{"message":"otra cosa"}')).toBeNull();
    expect(parseEnvelope('null')).toBeNull();
    expect(parseEnvelope('')).toBeNull();
  });

  it('answers the data of a successful envelope, and the server’s own message otherwise', () => {
    expect(settle(200, { querySuccess: true, queryData: 'ok', queryError: null })).toBe('ok');
    expect(() => settle(200, { querySuccess: false, queryData: null, queryError: 'Falta el proyecto' })).toThrow(
      new ApiError(200, null, 'Falta el proyecto'),
    );
    expect(() => settle(413, { querySuccess: false, queryData: null, queryError: 'Muy grande' })).toThrow('Muy grande');
    expect(() => settle(502, null)).toThrow(MSG.serverError);
  });

  it('ends the session on a 401, unless the call was anonymous, and says "not authorized" on a 403', () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    expect(() => settle(401, null, { anonymous: true })).toThrow(ApiError);
    expect(unauthorized).not.toHaveBeenCalled();
    expect(() => settle(401, null)).toThrow(ApiError);
    expect(unauthorized).toHaveBeenCalledOnce();
    expect(() => settle(403, { querySuccess: false, queryData: null, queryError: 'otro texto' })).toThrow(
      MSG.forbidden,
    );
  });
});

describe('uploading a form with progress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(() => undefined);
  });

  it('posts the form with the session’s token, reports whole percents and answers the data', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'token-de-prueba');
    const requests = stubXhr();
    const percents: number[] = [];
    const body = form();
    const answer = upload<string[]>('/upload/photos', body, { onProgress: (p) => percents.push(p) });

    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/api/upload/photos');
    expect(request!.headers).toEqual({ authorization: 'Bearer token-de-prueba' });
    expect(request!.body).toBe(body);
    request!.progress(1, 3);
    request!.progress(2, 3);
    request!.progress(3, 3);
    request!.succeed(['foto.jpg']);

    await expect(answer).resolves.toEqual(['foto.jpg']);
    expect(percents).toEqual([0, 33, 66, 100]);
  });

  it('sends no token when there is no session', async () => {
    const requests = stubXhr((request) => request.succeed([]));
    await upload('/upload/photos', form());
    expect(requests[0]!.headers).toEqual({});
  });

  it('fails as the other calls do: 401 ends the session, 403 is "not authorized", others say why', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    stubXhr((request) =>
      request.respond(401, {
        querySuccess: false,
        queryData: null,
        queryError: MSG.unauthenticated,
        errorCode: 'UNAUTHENTICATED',
      }),
    );
    expect(await failure(upload('/upload/photos', form()))).toEqual({
      status: 401,
      message: MSG.unauthenticated,
      code: 'UNAUTHENTICATED',
    });
    expect(unauthorized).toHaveBeenCalledOnce();

    stubXhr((request) => request.respond(403, { querySuccess: false, queryData: null, queryError: 'x' }));
    expect(await failure(upload('/upload/photos', form()))).toEqual({
      status: 403,
      message: MSG.forbidden,
      code: 'FORBIDDEN',
    });

    stubXhr((request) => request.respond(413, { querySuccess: false, queryData: null, queryError: 'Muy grande' }));
    expect(await failure(upload('/upload/photos', form()))).toEqual({ status: 413, message: 'Muy grande', code: null });

    stubXhr((request) => request.respond(502, '<html>Bad Gateway</html>'));
    expect(await failure(upload('/upload/photos', form()))).toEqual({
      status: 502,
      message: MSG.serverError,
      code: 'SERVER_ERROR',
    });
  });

  it('says the operation could not be done when the connection drops', async () => {
    stubXhr((request) => request.fail());
    expect(await failure(upload('/upload/photos', form()))).toEqual({
      status: null,
      message: MSG.noOperation,
      code: 'NO_RESPONSE',
    });
  });

  it('stops the request when cancelled, rejecting as fetch does', async () => {
    const requests = stubXhr();
    const controller = new AbortController();
    const answer = upload('/upload/photos', form(), { signal: controller.signal });
    requests[0]!.progress(10, 100);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests[0]!.aborted).toBe(true);
  });

  it('sends nothing when cancelled before it starts', async () => {
    const requests = stubXhr();
    const controller = new AbortController();
    controller.abort();
    await expect(upload('/upload/photos', form(), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(requests).toHaveLength(0);
  });
});
