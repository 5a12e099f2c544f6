import { detailsTexts } from './details.js';
import { jobsTexts } from './jobs.js';
import { joiningTexts } from './joining.js';
import { officeTexts } from './office.js';
import { offlineTexts } from './offline.js';
import { pagingTexts } from './paging.js';
import { expensesPhotosTexts } from './expenses-photos.js';
import { timeTexts } from './time.js';

/** The texts of the signed-in screens, in both languages; a visitor's pages never load them. */
export const workTexts = {
  es: {
    ...expensesPhotosTexts.es,
    ...jobsTexts.es,
    ...officeTexts.es,
    ...detailsTexts.es,
    ...joiningTexts.es,
    ...pagingTexts.es,
    ...offlineTexts.es,
    ...timeTexts.es,
  },
  en: {
    ...expensesPhotosTexts.en,
    ...jobsTexts.en,
    ...officeTexts.en,
    ...detailsTexts.en,
    ...joiningTexts.en,
    ...pagingTexts.en,
    ...offlineTexts.en,
    ...timeTexts.en,
  },
};
