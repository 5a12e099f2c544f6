/** The trades a worker or company picks from (PRODUCT.md); the server accepts any 1–60 characters. */
export const TRADES = [
  'Construcción',
  'Techado',
  'Pintura',
  'Plomería',
  'Electricidad',
  'Jardinería',
  'Limpieza',
  'Remodelación',
  'Carpintería',
  'Pisos',
  'Concreto',
  'Climatización',
  'Otro',
] as const;

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A stored language column read as a Language: English only when it says so, else Spanish (the product's own). */
export const languageOf = (value: string | null | undefined): Language => (value === 'en' ? 'en' : 'es');
