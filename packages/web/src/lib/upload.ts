import { apiError, authHeaders, parseEnvelope, settle } from './api.js';

/** What the caller of an upload follows and controls while it runs. */
export interface Transfer {
  /** Whole percent (0–100) of the form sent so far. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Photos to send, with how their sending is followed and cancelled. */
export interface PhotoUpload {
  photos: File[];
  transfer: Transfer;
}

const aborted = () => new DOMException('La subida se canceló', 'AbortError');

/**
 * POSTs a form to the API as `call` does (same token, envelope and errors), through
 * XMLHttpRequest because fetch reports no upload progress. Cancelling rejects with an AbortError,
 * as fetch does.
 */
export function upload<T>(path: string, form: FormData, transfer: Transfer = {}): Promise<T> {
  const { onProgress, signal } = transfer;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    const stop = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', stop);

    xhr.open('POST', `/api${path}`);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.floor((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      done();
      try {
        resolve(settle<T>(xhr.status, parseEnvelope<T>(xhr.responseText)));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      done();
      reject(apiError(null, 'NO_RESPONSE'));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(aborted());
    };
    signal?.addEventListener('abort', stop, { once: true });
    onProgress?.(0);
    xhr.send(form);
  });
}
