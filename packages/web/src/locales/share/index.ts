import { shareEn } from './en.js';
import { shareEs } from './es.js';

/** The share pages' texts in both languages; they come with the page's own chunk (lib/i18n.ts addTexts). */
export const shareTexts = { es: shareEs, en: shareEn };
