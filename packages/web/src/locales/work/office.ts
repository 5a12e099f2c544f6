/** Texts of the office screens, Spanish and English; merged into the catalogues by lib/i18n.ts. */
const es = {};

export const officeTexts: { es: typeof es; en: typeof es } = { es, en: {} };
