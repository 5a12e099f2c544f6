import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@obra/domain';
import { es } from '../locales/es.js';

/** A visitor's choice; a signed-in account's own language wins over it. */
export const LANGUAGE_KEY = 'lang';

function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : 'es';
}

// Spanish, the product's language, comes with the first page; English and the texts of the
// signed-in screens load when they are needed, so a visitor's phone downloads neither.
void i18n.use(initReactI18next).init({
  resources: { es: { translation: es } },
  lng: 'es',
  fallbackLng: 'es',
  interpolation: { escapeValue: false },
  returnObjects: true,
  // Ready when this module has run: the first render, prerendered or hydrated, never waits for it.
  initAsync: false,
});
// The build prerenders the visitor's pages outside a browser, where there is no document.
if (typeof document !== 'undefined') {
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
}

let english: Promise<void> | null = null;
let englishLoaded = false;

/** Loads the English catalogue, the English of the domain's messages included, once. */
export function loadEnglish(): Promise<void> {
  english ??= import('../locales/english.js').then((loaded) => {
    i18n.addResourceBundle('en', 'translation', { ...loaded.en, ...loaded.errorsEn }, true, false);
    englishLoaded = true;
  });
  return english;
}

/** Adds texts to the catalogues, in both languages: the signed-in screens', or a part's that loads on its own. */
export function addTexts(texts: { es: object; en: object }): void {
  i18n.addResourceBundle('es', 'translation', texts.es, true, false);
  i18n.addResourceBundle('en', 'translation', texts.en, true, false);
}

let work: Promise<void> | null = null;

/** Loads the texts of the signed-in screens once, in both languages. */
export function loadWorkTexts(): Promise<void> {
  work ??= import('../locales/work/index.js').then(({ workTexts }) => addTexts(workTexts));
  return work;
}

/** Resolves once the language the reader chose can be shown; the app renders after it. */
export function languageReady(): Promise<void> {
  const language = storedLanguage();
  return language === 'es' ? Promise.resolve() : setLanguage(language, false);
}

/** Switches at once when the language is loaded already, else once it has loaded. */
export function setLanguage(language: Language, remember = true): Promise<void> {
  if (remember) localStorage.setItem(LANGUAGE_KEY, language);
  const switchTo = () => i18n.changeLanguage(language).then(() => undefined);
  return language === 'en' && !englishLoaded ? loadEnglish().then(switchTo) : switchTo();
}

/** The language the screen is shown in, following a switch at once. */
export function useLanguage(): Language {
  const { i18n: current } = useTranslation();
  return current.language === 'en' ? 'en' : 'es';
}

export default i18n;
