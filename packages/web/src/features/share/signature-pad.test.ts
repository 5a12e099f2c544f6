import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCanvas, PNG } from './share-test-kit.js';
import { signatureSurface } from './signature-pad.js';

afterEach(() => vi.restoreAllMocks());

describe('the signature pad', () => {
  it('writes a typed name as the signature and gives it as a PNG data URL', () => {
    const { written, toDataURL } = fakeCanvas();
    const canvas = document.createElement('canvas');
    const changes: boolean[] = [];
    const pad = signatureSurface(canvas, (empty) => changes.push(empty));
    expect(pad.isEmpty()).toBe(true);

    pad.writeName('María González');
    expect(written).toEqual(['María González']);
    expect(pad.isEmpty()).toBe(false);
    expect(changes).toEqual([false]);
    expect(pad.toPng()).toMatch(/^data:image\/png;base64,/);
    expect(toDataURL).toHaveBeenCalledWith('image/png');

    pad.clear();
    expect(pad.isEmpty()).toBe(true);
    expect(changes).toEqual([false, true]);
    pad.destroy();
  });

  it('makes the image smaller until it is well under the server limit', () => {
    const big = `data:image/png;base64,${'A'.repeat(400_000)}`;
    const { toDataURL } = fakeCanvas();
    // The canvas itself gives a large image; each smaller copy a small one.
    toDataURL.mockImplementationOnce(() => big).mockImplementation(() => PNG);
    const canvas = document.createElement('canvas');
    vi.spyOn(canvas, 'getBoundingClientRect').mockReturnValue({ width: 300, height: 180 } as DOMRect);
    const pad = signatureSurface(canvas, () => undefined);
    pad.writeName('Ana');
    expect(pad.toPng()).toBe(PNG);
    expect(toDataURL).toHaveBeenCalledTimes(2);
  });
});
