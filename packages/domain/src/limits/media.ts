// Limits and messages of media, apart from the zod schemas: the web app shows them without loading zod.
import { written } from '../written.js';

/** SPEC §9 and PRODUCT.md: at most 6 photos per job, each a JPEG, PNG or WebP of at most 10 MB. */
export const MAX_PHOTOS_PER_JOB = 6;

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Long edge of a stored photo: enough for a screen or a print of the job, a fraction of a camera's.
 * The browser scales a photo to it before sending it; the server scales whatever arrives larger.
 */
export const PHOTO_MAX_EDGE = 2048;

/** Spanish messages of photos; SPEC's wording kept, only its misspellings corrected. */
export const PHOTO_MSG = {
  /** SPEC §5: N is what the job still has room for. */
  jobLimit: (available: number) => {
    const left = Math.max(0, available);
    return written(
      'photoJobLimit',
      { available: left, max: MAX_PHOTOS_PER_JOB },
      `Solo ${MAX_PHOTOS_PER_JOB} fotos pueden subirse como parte de un trabajo. Cantidad de fotos disponibles: ${left}`,
    );
  },
  batchLimit: `Se pueden subir como máximo ${MAX_PHOTOS_PER_JOB} fotos a la vez`,
  required: 'Seleccione al menos una foto',
  tooLarge: 'Cada foto puede pesar como máximo 10 MB',
  scope:
    'Indique si las fotos son de un trabajo (isProjectItem true), del proyecto (false) o del chat (isChatItem true)',
  project: 'Seleccione un proyecto válido para estas fotos',
  job: 'Seleccione un trabajo válido para estas fotos',
  photo: 'La foto no es válida',
  chatPhoto: 'Las fotos del chat no se eliminan desde aquí',
} as const;
