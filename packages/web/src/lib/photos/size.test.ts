import { describe, expect, it } from 'vitest';
import { renamed } from './name.js';
import { LIGHT_ENOUGH_BYTES, MAX_EDGE, fittedSize, goesAsItIs } from './size.js';

describe('the size a photo is sent at', () => {
  it('brings the long edge of a camera photo down to 2048 px, keeping its shape', () => {
    expect(fittedSize({ width: 4000, height: 3000 })).toEqual({ width: 2048, height: 1536 });
    expect(fittedSize({ width: 3000, height: 4000 })).toEqual({ width: 1536, height: 2048 });
    expect(fittedSize({ width: 4032, height: 2268 })).toEqual({ width: 2048, height: 1152 });
  });

  it('never enlarges a photo that already fits', () => {
    expect(fittedSize({ width: MAX_EDGE, height: 1000 })).toEqual({ width: MAX_EDGE, height: 1000 });
    expect(fittedSize({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
  });

  it('keeps at least one pixel on the short edge of a very long strip', () => {
    expect(fittedSize({ width: 100_000, height: 20 })).toEqual({ width: 2048, height: 1 });
  });

  it('sends unchanged only a photo that both fits and is light', () => {
    expect(goesAsItIs({ width: 1600, height: 1200 }, 300_000)).toBe(true);
    expect(goesAsItIs({ width: MAX_EDGE, height: MAX_EDGE }, LIGHT_ENOUGH_BYTES)).toBe(true);
    expect(goesAsItIs({ width: 1600, height: 1200 }, LIGHT_ENOUGH_BYTES + 1)).toBe(false);
    expect(goesAsItIs({ width: MAX_EDGE + 1, height: 100 }, 50_000)).toBe(false);
  });
});

describe('the name of a re-encoded photo', () => {
  it('keeps the chosen name with the extension of what it now is', () => {
    expect(renamed('IMG_1234.JPG', 'image/jpeg')).toBe('IMG_1234.jpg');
    expect(renamed('fachada norte.png', 'image/jpeg')).toBe('fachada norte.jpg');
    expect(renamed('techo.v2.heic', 'image/webp')).toBe('techo.v2.webp');
    expect(renamed('sin-extension', 'image/jpeg')).toBe('sin-extension.jpg');
  });

  it('does not take a leading dot for an extension, nor leave a name empty', () => {
    expect(renamed('.oculta', 'image/jpeg')).toBe('.oculta.jpg');
    expect(renamed('', 'image/jpeg')).toBe('foto.jpg');
  });

  it('leaves the name alone for a kind it has no extension for', () => {
    expect(renamed('plano.gif', 'image/gif')).toBe('plano.gif');
  });
});
