/** Texts of the projectForm screens, Spanish and English; merged into the catalogues by lib/i18n.ts. */
const es = {};

export const projectFormTexts: { es: typeof es; en: typeof es } = { es, en: {} };
