import { renamed } from './name.js';
import { fittedSize, goesAsItIs, type Size } from './size.js';

export const JPEG_QUALITY = 0.82;
const JPEG = 'image/jpeg';

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function draw(context: Context2D, bitmap: ImageBitmap, { width, height }: Size): void {
  // JPEG has no transparency: the clear parts of a PNG would otherwise turn black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}

async function encode(bitmap: ImageBitmap, size: Size): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    draw(context, bitmap, size);
    return canvas.convertToBlob({ type: JPEG, quality: JPEG_QUALITY });
  }
  // Browsers before OffscreenCanvas (Safari until 16.4).
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context, bitmap, size);
  return new Promise((resolve) => canvas.toBlob(resolve, JPEG, JPEG_QUALITY));
}

/**
 * A photo as it is best sent from a phone: its long edge at most 2048 px, re-encoded as JPEG,
 * turned upright by its EXIF orientation (which the re-encoding drops). A photo already small
 * goes unchanged, and so does one this browser cannot decode or encode: the server judges it.
 */
export async function preparePhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const own = { width: bitmap.width, height: bitmap.height };
    if (goesAsItIs(own, file.size)) return file;
    const size = fittedSize(own);
    const blob = await encode(bitmap, size);
    // A browser that cannot write JPEG answers PNG, heavier than the original.
    if (!blob || blob.type !== JPEG) return file;
    // An already small photo that re-encodes heavier is better sent as it was.
    if (size.width === own.width && blob.size >= file.size) return file;
    return new File([blob], renamed(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
