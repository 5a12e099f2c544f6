/** Texts of the jobs screens, Spanish and English; merged into the catalogues by lib/i18n.ts. */
const es = {};

export const jobsTexts: { es: typeof es; en: typeof es } = { es, en: {} };
