import type { Sharp } from 'sharp';
import { MSG, PHOTO_MAX_BYTES, PHOTO_MAX_EDGE, PHOTO_MSG } from '@obra/domain';
import { badRequest, tooLarge } from '../../http/errors.js';
import { sniffImage, type ImageExtension } from '../../storage/images.js';
import { loadSharp, type SharpModule } from '../../lazy-modules.js';

/** Width of the thumbnail that lists show. */
export const THUMB_WIDTH = 320;
/** Twice a 50 MP phone camera: refuses a decompression bomb before it is decoded. */
const MAX_INPUT_PIXELS = 100_000_000;

/** A photo ready to store: re-encoded without metadata, turned upright, with its thumbnail. */
export interface ProcessedPhoto {
  extension: ImageExtension;
  image: Buffer;
  /** Always WebP. */
  thumb: Buffer;
  originalName: string;
}

/** A file name from the uploader's device, kept only as a caption: no folders, no control characters. */
export function caption(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  return base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
}

function decode(sharp: SharpModule, content: Buffer): Sharp {
  // `rotate()` without an angle applies the EXIF orientation, which is about to be dropped.
  return sharp(content, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
}

/** Scaled down, never up, so that its long edge is at most `side`. */
function fitWithin(image: Sharp, side: number): Sharp {
  return image.resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
}

function encode(image: Sharp, extension: ImageExtension): Sharp {
  if (extension === 'jpg') return image.jpeg({ quality: 85 });
  if (extension === 'png') return image.png();
  return image.webp({ quality: 85 });
}

/**
 * Checks one uploaded photo and re-encodes it (PRODUCT.md): JPEG, PNG or WebP judged by content,
 * at most 10 MB, its long edge brought down to PHOTO_MAX_EDGE as the app sends it (a client that
 * sends a camera's full size stores no more). sharp writes no metadata unless asked, so EXIF (GPS
 * location, camera) and other metadata are gone from what is stored; the kind of image stays the
 * one that was sent.
 */
export async function processPhoto(content: Buffer, filename?: string): Promise<ProcessedPhoto> {
  if (content.length === 0) throw badRequest(PHOTO_MSG.required);
  if (content.length > PHOTO_MAX_BYTES) throw tooLarge(PHOTO_MSG.tooLarge);
  const extension = sniffImage(content);
  if (!extension) throw badRequest(MSG.imageType);
  const sharp = await loadSharp();
  try {
    const [image, thumb] = await Promise.all([
      encode(fitWithin(decode(sharp, content), PHOTO_MAX_EDGE), extension).toBuffer(),
      decode(sharp, content).resize({ width: THUMB_WIDTH, withoutEnlargement: true }).webp({ quality: 70 }).toBuffer(),
    ]);
    return { extension, image, thumb, originalName: caption(filename) };
  } catch {
    // Bytes that look like an image but do not decode as one.
    throw badRequest(MSG.imageType);
  }
}

/** Largest side a logo is kept at: it shows small (the header, an invoice), never full screen. */
const LOGO_MAX_SIDE = 1024;

/**
 * A logo goes through the same re-encoding as a photo: only a real image of its kind comes out
 * (bytes after a valid header, HTML say, are gone), without metadata, upright, at most 1024 px.
 */
export async function reencodeLogo(content: Buffer, extension: ImageExtension): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await encode(fitWithin(decode(sharp, content), LOGO_MAX_SIDE), extension).toBuffer();
  } catch {
    throw badRequest(MSG.imageType);
  }
}
