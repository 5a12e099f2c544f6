import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStorage } from '../../storage/files.js';
import { sniffImage } from '../../storage/images.js';
import { drawableLogo } from './logo.js';

const dir = mkdtempSync(path.join(tmpdir(), 'obra-logo-'));
const files = localFileStorage(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const square = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#1c7ed6' } });

describe('the logo an invoice draws', () => {
  it('takes a PNG or JPEG as it is', async () => {
    const png = await square().png().toBuffer();
    const jpeg = await square().jpeg().toBuffer();
    expect(await drawableLogo(files, await files.put('png', png))).toEqual(png);
    expect(await drawableLogo(files, await files.put('jpg', jpeg))).toEqual(jpeg);
  });

  it('turns a WebP logo into a PNG, since the PDF cannot draw WebP', async () => {
    const name = await files.put('webp', await square().webp().toBuffer());
    const drawn = await drawableLogo(files, name);
    expect(drawn).not.toBeNull();
    expect(sniffImage(drawn!)).toBe('png');
  });

  it('draws nothing without a logo, for a missing file, or for what is not an image', async () => {
    expect(await drawableLogo(files, null)).toBeNull();
    expect(await drawableLogo(files, 'no-existe.png')).toBeNull();
    expect(await drawableLogo(files, await files.put('png', Buffer.from('texto')))).toBeNull();
  });
});
