import { formatDayOf, formatDollarAmount, type Language } from '@obra/domain';

/** Dollars as the API carries them, in the page's language. */
export const money = (dollars: number, language: Language) => formatDollarAmount(dollars, language);

/** A percent as the API carries it (8.25), with its sign as the language writes it. */
export const percent = (value: number, language: Language) =>
  new Intl.NumberFormat(language === 'en' ? 'en-US' : 'es-US', { style: 'percent', maximumFractionDigits: 3 }).format(
    value / 100,
  );

/** The day a moment the server stamped falls on where the reader is, MM/dd/yyyy. */
export const dayOf = (instant: string) => formatDayOf(instant, Intl.DateTimeFormat().resolvedOptions().timeZone);
