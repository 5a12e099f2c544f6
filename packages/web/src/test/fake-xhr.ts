import { vi } from 'vitest';

type Handler<E> = ((event: E) => void) | null;

/** One request made through the fake XMLHttpRequest; the test answers it when it likes. */
export class FakeRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  aborted = false;
  status = 0;
  responseText = '';
  readonly upload: { onprogress: Handler<ProgressEvent> } = { onprogress: null };
  onload: Handler<ProgressEvent> = null;
  onerror: Handler<ProgressEvent> = null;
  ontimeout: Handler<ProgressEvent> = null;
  onabort: Handler<ProgressEvent> = null;

  constructor(private readonly made: FakeRequest[]) {}

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown): void {
    this.body = body;
    this.made.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  /** The photos the form carries. */
  photos(): File[] {
    return this.body instanceof FormData ? (this.body.getAll('photos') as File[]) : [];
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }

  /** Answers with the API's envelope around `data`. */
  succeed(data: unknown): void {
    this.respond(200, { querySuccess: true, queryData: data, queryError: null });
  }

  /** The connection dropped: no answer at all. */
  fail(): void {
    this.onerror?.(new ProgressEvent('error'));
  }
}

/**
 * Replaces XMLHttpRequest (undo with vi.unstubAllGlobals) and returns the requests made through
 * it, in order. `answer`, when given, answers each request on the next turn, as a server would.
 */
export function stubXhr(answer?: (request: FakeRequest) => void): FakeRequest[] {
  const made: FakeRequest[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeRequest {
      constructor() {
        super(made);
      }

      override send(body: unknown): void {
        super.send(body);
        if (answer) setTimeout(() => answer(this), 0);
      }
    },
  );
  return made;
}
