/** The company's default terms of its estimates, on /account (issue 14). */
export const billingTermsTexts = {
  es: {
    billingTerms: {
      label: 'Términos del presupuesto',
      help: 'Cada presupuesto nuevo empieza con este texto; puede cambiarlo en cada uno.',
    },
  },
  en: {
    billingTerms: {
      label: 'Estimate terms',
      help: 'Every new estimate starts with this text; you can change it in each one.',
    },
  },
};
