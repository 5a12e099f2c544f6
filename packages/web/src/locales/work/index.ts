import { jobsTexts } from './jobs.js';
import { joiningTexts } from './joining.js';
import { officeTexts } from './office.js';
import { offlineTexts } from './offline.js';
import { pagingTexts } from './paging.js';
import { expensesPhotosTexts } from './expenses-photos.js';
import { timeTexts } from './time.js';

/**
 * The texts of the signed-in screens, in both languages; a visitor's pages never load them. Parts
 * that open on demand (a project's details and form, the hours, the header's offline strip, the
 * notice switches) bring their own with them (lib/i18n.ts addTexts).
 */
export const workTexts = {
  es: {
    ...expensesPhotosTexts.es,
    ...jobsTexts.es,
    ...officeTexts.es,
    ...joiningTexts.es,
    ...pagingTexts.es,
    ...offlineTexts.es,
    ...timeTexts.es,
  },
  en: {
    ...expensesPhotosTexts.en,
    ...jobsTexts.en,
    ...officeTexts.en,
    ...joiningTexts.en,
    ...pagingTexts.en,
    ...offlineTexts.en,
    ...timeTexts.en,
  },
};
