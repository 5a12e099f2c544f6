import { useRef, useState } from 'react';
import { errorText } from '../problem-text.js';
import { codeText } from '../domain-text.js';
import type { Transfer } from '../upload.js';
import { preparePhoto } from './prepare.js';

/** Where sending the chosen photos stands; `percent` is whole, 0–100. */
export type SendPhase =
  | { step: 'idle' }
  | { step: 'preparing'; percent: number }
  | { step: 'uploading'; percent: number }
  | { step: 'cancelled' }
  | { step: 'failed'; message: string; count: number };

export interface PhotoSender {
  phase: SendPhase;
  /** Preparing or uploading: the choice of photos waits. */
  busy: boolean;
  /**
   * Until the last byte is sent. After it the server stores the photos whatever the browser
   * does, so a cancel then would only hide them until they show up.
   */
  cancellable: boolean;
  /** Prepares and sends the photos; true once sent, false when cancelled or failed. */
  start: (chosen: File[]) => Promise<boolean>;
  /** Sends the last photos again, as already prepared. */
  retry: () => Promise<boolean>;
  cancel: () => void;
  /** Back to idle, for a new choice of photos. */
  reset: () => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Sends chosen photos through `send` (an upload that reports progress and can be aborted), after
 * making each one light enough for a phone's connection. A prepared photo is remembered for the
 * file it came from, so that sending again after a cancel or a failure neither prepares nor asks
 * for it again. `onSent` runs after each successful sending.
 */
export function usePhotoSender(
  send: (photos: File[], transfer: Transfer) => Promise<unknown>,
  onSent?: () => void,
): PhotoSender {
  const [phase, setPhase] = useState<SendPhase>({ step: 'idle' });
  const [prepared] = useState(() => new WeakMap<File, File>());
  const running = useRef<AbortController | null>(null);
  const last = useRef<File[]>([]);

  async function ready(chosen: File[], signal: AbortSignal): Promise<File[]> {
    const photos: File[] = [];
    for (const file of chosen) {
      setPhase({ step: 'preparing', percent: Math.floor((photos.length / chosen.length) * 100) });
      let photo = prepared.get(file);
      if (!photo) {
        photo = await preparePhoto(file);
        prepared.set(file, photo);
      }
      if (signal.aborted) throw new DOMException('Cancelado', 'AbortError');
      photos.push(photo);
    }
    return photos;
  }

  async function start(chosen: File[]): Promise<boolean> {
    if (chosen.length === 0 || running.current) return false;
    const controller = new AbortController();
    running.current = controller;
    last.current = chosen;
    try {
      const photos = await ready(chosen, controller.signal);
      setPhase({ step: 'uploading', percent: 0 });
      await send(photos, {
        signal: controller.signal,
        onProgress: (percent) => setPhase({ step: 'uploading', percent }),
      });
      setPhase({ step: 'idle' });
      onSent?.();
      return true;
    } catch (error) {
      if (isAbort(error)) setPhase({ step: 'cancelled' });
      else {
        const message = error instanceof Error ? errorText(error) : codeText({ code: 'NO_RESPONSE' });
        setPhase({ step: 'failed', message, count: chosen.length });
      }
      return false;
    } finally {
      running.current = null;
    }
  }

  const busy = phase.step === 'preparing' || phase.step === 'uploading';
  const cancellable = phase.step === 'preparing' || (phase.step === 'uploading' && phase.percent < 100);
  return {
    phase,
    busy,
    cancellable,
    start,
    retry: () => start(last.current),
    cancel: () => {
      if (cancellable) running.current?.abort();
    },
    reset: () => {
      if (!running.current) setPhase({ step: 'idle' });
    },
  };
}
