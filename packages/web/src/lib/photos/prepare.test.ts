import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../../test/fake-image.js';
import { JPEG_QUALITY, preparePhoto } from './prepare.js';

const photo = (name: string, bytes: number, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });

describe('preparing a photo for a phone’s connection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('scales a camera photo down to a 2048 px long edge as JPEG, keeping its name and date', async () => {
    const { decode, bitmap, made } = fakeBrowser({ width: 4000, height: 3000 });
    const original = photo('IMG_2041.HEIC.jpeg', 4_800_000);

    const sent = await preparePhoto(original);

    expect(decode).toHaveBeenCalledWith(original, { imageOrientation: 'from-image' });
    expect(made).toHaveLength(1);
    expect(made[0]!.canvas).toEqual({ width: 2048, height: 1536 });
    expect(made[0]!.drawn).toEqual([[bitmap, 0, 0, 2048, 1536]]);
    expect(made[0]!.encoded).toEqual([{ type: 'image/jpeg', quality: JPEG_QUALITY }]);
    expect(sent).not.toBe(original);
    expect(sent.name).toBe('IMG_2041.HEIC.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(sent.size).toBe(300_000);
    expect(sent.lastModified).toBe(original.lastModified);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('keeps a portrait photo upright: the size is the one the browser decoded by its EXIF orientation', async () => {
    const { made } = fakeBrowser({ width: 3000, height: 4000 });
    await preparePhoto(photo('vertical.jpg', 4_000_000));
    expect(made[0]!.canvas).toEqual({ width: 1536, height: 2048 });
  });

  it('sends a photo already small and light as it is', async () => {
    const { made, bitmap } = fakeBrowser({ width: 1600, height: 1200 });
    const original = photo('avance.png', 200_000, 'image/png');
    expect(await preparePhoto(original)).toBe(original);
    expect(made).toHaveLength(0);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('re-encodes a heavy photo that fits, but keeps the original when that comes out heavier', async () => {
    fakeBrowser({ width: 2000, height: 1500 }, { bytes: 1_500_000 });
    const lighter = await preparePhoto(photo('pesada.png', 3_000_000, 'image/png'));
    expect(lighter.name).toBe('pesada.jpg');
    expect(lighter.size).toBe(1_500_000);

    vi.unstubAllGlobals();
    fakeBrowser({ width: 2000, height: 1500 }, { bytes: 2_500_000 });
    const original = photo('comprimida.jpg', 2_000_000);
    expect(await preparePhoto(original)).toBe(original);
  });

  it('sends as it is what the browser cannot decode, and leaves it to the server', async () => {
    const { made } = fakeBrowser('undecodable');
    const original = photo('rara.jpg', 5_000_000);
    expect(await preparePhoto(original)).toBe(original);
    expect(made).toHaveLength(0);
  });

  it('sends as it is when the browser cannot write JPEG (it answers PNG instead)', async () => {
    fakeBrowser({ width: 4000, height: 3000 }, { bytes: 9_000_000, type: 'image/png' });
    const original = photo('grande.jpg', 4_800_000);
    expect(await preparePhoto(original)).toBe(original);
  });

  it('sends as it is in a browser without createImageBitmap', async () => {
    const original = photo('vieja.jpg', 4_800_000);
    expect(await preparePhoto(original)).toBe(original);
  });
});
