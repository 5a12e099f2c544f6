import sharp from 'sharp';
import type { MediaItem } from '@obra/domain';
import type { Api } from './app.js';
import { multipartForm, type FilePart } from './uploads.js';

/** The photo form as the web app's FormData sends it: any number of files under one field. */
export const photoForm = (fields: Record<string, string>, files: FilePart[], fileField = 'photos') =>
  multipartForm(fields, files, fileField);

/** POST /api/upload/photos as the web app sends it. */
export function uploadPhotos(api: Api, token: string | undefined, fields: Record<string, string>, files: FilePart[]) {
  const { payload, headers } = photoForm(fields, files);
  return api.request<MediaItem[]>({
    method: 'POST',
    url: '/api/upload/photos',
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** The fields of a job's photos. */
export const jobPhotos = (projectId: number, jobId: number) => ({
  projectId: String(projectId),
  jobId: String(jobId),
  isProjectItem: 'true',
});
/** The fields of the project's own photos. */
export const projectPhotos = (projectId: number) => ({ projectId: String(projectId), isProjectItem: 'false' });
/** The fields of a photo for a chat message. */
export const chatPhotos = (projectId: number) => ({ ...projectPhotos(projectId), isChatItem: 'true' });

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 30 } } });

export async function jpegFile(width = 40, height = 30, filename = 'foto.jpg'): Promise<FilePart> {
  return { filename, type: 'image/jpeg', content: await canvas(width, height).jpeg().toBuffer() };
}

export async function pngFile(width = 40, height = 30): Promise<FilePart> {
  return { filename: 'foto.png', type: 'image/png', content: await canvas(width, height).png().toBuffer() };
}

export async function webpFile(width = 40, height = 30): Promise<FilePart> {
  return { filename: 'foto.webp', type: 'image/webp', content: await canvas(width, height).webp().toBuffer() };
}

/** Text the camera writes into EXIF; none of it may survive an upload. */
export const CAMERA_MAKE = 'CamaraSecreta';

/**
 * A 40×30 JPEG as a phone takes it: EXIF with the camera, a GPS position and orientation 6
 * ("turn 90° clockwise to show"), so it shows as 30×40.
 */
export async function jpegWithGps(): Promise<FilePart> {
  const content = await canvas(40, 30)
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: CAMERA_MAKE, Model: 'Telefono 12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '41/1 13/1 1234/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '111/1 58/1 2345/100',
        },
      },
    })
    .toBuffer();
  return { filename: 'IMG_0001.jpg', type: 'image/jpeg', content };
}
