// Upload quotas and their messages, apart from the zod schemas: the web app shows them without loading zod.
import { PLAN_NAMES, type Plan } from '../plans.js';
import { written } from '../written.js';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * Photos one person, and one company, may upload in an hour. A crew photographing a day's work
 * stays far below; a script posting photos in a loop stops within minutes.
 */
export const UPLOADS_PER_HOUR = {
  person: { photos: 120, bytes: 300 * MB },
  company: { photos: 600, bytes: 1500 * MB },
} as const;

/** PRODUCT.md: a logo is a JPEG, PNG or WebP of at most 5 MB. */
export const LOGO_MAX_BYTES = 5 * MB;
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What a company's photos may take in all, by plan. */
export const STORAGE_BY_PLAN: Record<Plan, number> = { plus: 5 * GB, max: 25 * GB, pro: 100 * GB };

export const UPLOAD_MSG = {
  personHourly: 'Subió muchas fotos en la última hora. Espere un rato e inténtelo otra vez.',
  companyHourly: 'Su compañía subió muchas fotos en la última hora. Espere un rato e inténtelo otra vez.',
  storageFull: (plan: Plan) => {
    const gigabytes = STORAGE_BY_PLAN[plan] / GB;
    return written(
      'storageFull',
      { plan, gigabytes },
      `Las fotos de su compañía ocupan todo el espacio del plan ${PLAN_NAMES[plan]} (${gigabytes} GB). Elimine fotos o cambie de plan.`,
    );
  },
} as const;
