import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@obra/domain';
import { en } from '../locales/en.js';
import { es } from '../locales/es.js';
import { englishMessage } from '../locales/messages-en.js';
import { detailsTexts } from '../locales/work/details.js';
import { jobsTexts } from '../locales/work/jobs.js';
import { officeTexts } from '../locales/work/office.js';
import { projectFormTexts } from '../locales/work/project-form.js';

/** A visitor's choice; a signed-in account's own language wins over it. */
export const LANGUAGE_KEY = 'lang';

function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : 'es';
}

void i18n.use(initReactI18next).init({
  resources: {
    es: { translation: { ...es, ...projectFormTexts.es, ...jobsTexts.es, ...officeTexts.es, ...detailsTexts.es } },
    en: { translation: { ...en, ...projectFormTexts.en, ...jobsTexts.en, ...officeTexts.en, ...detailsTexts.en } },
  },
  lng: storedLanguage(),
  fallbackLng: 'es',
  interpolation: { escapeValue: false },
  returnObjects: true,
});
document.documentElement.lang = i18n.language;
document.title = i18n.t('app.documentTitle');
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  document.title = i18n.t('app.documentTitle');
});

export function setLanguage(language: Language, remember = true): void {
  if (remember) localStorage.setItem(LANGUAGE_KEY, language);
  void i18n.changeLanguage(language);
}

/** The language the screen is shown in, following a switch at once. */
export function useLanguage(): Language {
  const { i18n: current } = useTranslation();
  return current.language === 'en' ? 'en' : 'es';
}

/**
 * The shared rules and the server answer in Spanish; an English reader gets the English text of
 * any message the catalogue knows, and the Spanish one otherwise.
 */
export function translateMessage(message: string): string {
  return i18n.language === 'en' ? (englishMessage(message) ?? message) : message;
}

export default i18n;
