import type { FileStorage } from '../../storage/files.js';
import { sniffImage } from '../../storage/images.js';

type Sharp = (input: Buffer) => { png(): { toBuffer(): Promise<Buffer> } };

/**
 * WebP to PNG with sharp when the server has it installed; pdfkit draws only PNG and JPEG. Without
 * sharp (it is not a dependency of its own here) a WebP logo is left off the invoice.
 */
async function webpToPng(content: Buffer): Promise<Buffer | null> {
  try {
    // A name in a variable: sharp is optional, and the type checker must not require it.
    const name = 'sharp';
    const sharp = ((await import(name)) as { default: Sharp }).default;
    return await sharp(content).png().toBuffer();
  } catch {
    return null;
  }
}

/** The company's logo as pdfkit can draw it, or null (no logo, a missing file, an image it cannot use). */
export async function drawableLogo(files: FileStorage, name: string | null): Promise<Buffer | null> {
  if (!name) return null;
  const content = await files.get(name);
  if (!content) return null;
  const kind = sniffImage(content);
  if (kind === 'png' || kind === 'jpg') return content;
  if (kind === 'webp') return webpToPng(content);
  return null;
}
