import { vi } from 'vitest';

/** What the fake canvas was asked to do. */
export interface Drawn {
  canvas: { width: number; height: number };
  drawn: unknown[][];
  encoded: ImageEncodeOptions[];
}

/**
 * jsdom decodes no image: createImageBitmap answers a bitmap of the given size (as the browser
 * would after turning it upright) and OffscreenCanvas "encodes" `output` bytes of `type`. Undo
 * with vi.unstubAllGlobals.
 */
export function fakeBrowser(
  decoded: { width: number; height: number } | 'undecodable',
  output: { bytes: number; type?: string } = { bytes: 300_000 },
) {
  const bitmap = { ...(decoded === 'undecodable' ? { width: 0, height: 0 } : decoded), close: vi.fn() };
  const decode = vi.fn(async () => {
    if (decoded === 'undecodable')
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return bitmap;
  });
  const made: Drawn[] = [];
  class FakeCanvas {
    private readonly record: Drawn;
    constructor(width: number, height: number) {
      this.record = { canvas: { width, height }, drawn: [], encoded: [] };
      made.push(this.record);
    }
    getContext() {
      return {
        fillRect: vi.fn(),
        drawImage: (...args: unknown[]) => this.record.drawn.push(args),
      };
    }
    async convertToBlob(options: ImageEncodeOptions) {
      this.record.encoded.push(options);
      return new Blob([new Uint8Array(output.bytes)], { type: output.type ?? options.type });
    }
  }
  vi.stubGlobal('createImageBitmap', decode);
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  return { decode, bitmap, made };
}
