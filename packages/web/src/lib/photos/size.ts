import { PHOTO_MAX_EDGE } from '@obra/domain';

/** Long edge of a photo as sent: the one the server keeps. */
export const MAX_EDGE = PHOTO_MAX_EDGE;

/** A photo this light whose long edge already fits goes as it is: re-encoding would save little. */
export const LIGHT_ENOUGH_BYTES = 1024 * 1024;

export interface Size {
  width: number;
  height: number;
}

/** The size a photo is sent at: its own when its long edge fits, else scaled down to MAX_EDGE. */
export function fittedSize({ width, height }: Size, maxEdge = MAX_EDGE): Size {
  const longEdge = Math.max(width, height);
  if (longEdge <= maxEdge) return { width, height };
  const scale = maxEdge / longEdge;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether a decoded photo of this size and weight may be sent unchanged. */
export function goesAsItIs(size: Size, bytes: number): boolean {
  return Math.max(size.width, size.height) <= MAX_EDGE && bytes <= LIGHT_ENOUGH_BYTES;
}
