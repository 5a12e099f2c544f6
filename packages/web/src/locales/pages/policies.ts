/**
 * Texts of the policies page (/policies). Spanish and English. Not in the app's first chunk: signed-in screens never show them, so
 * the page's own chunk brings them (lib/i18n.ts addTexts).
 */
const es = {
  policies: {
    title: 'Políticas',
    updated: 'Última actualización: 6/25/2025',
    rulesTitle: 'Reglas y avisos legales',
    rules: [
      'Obra es una herramienta de gestión. Usted es responsable de la información que registra y de los acuerdos con sus clientes y trabajadores.',
      'Obra no está dirigida a menores de 13 años y no recopila a sabiendas información de ellos.',
      'Guardamos sus datos para prestarle el servicio; no los vendemos. Puede pedir que se eliminen escribiéndonos desde el formulario de contacto.',
      'Las fotos que sube se guardan sin la ubicación GPS que traen los teléfonos.',
    ],
    agreementTitle: 'Acuerdo de usuario',
    agreement: [
      'Los planes se cobran mensual o anualmente por adelantado. No hay reembolsos por periodos parciales.',
      'Puede cancelar en cualquier momento; el plan sigue activo hasta el final del periodo pagado.',
      'Ante cualquier desacuerdo, ambas partes intentarán resolverlo de manera informal durante 30 días. Si no se resuelve, se llevará a arbitraje.',
      'Podemos actualizar estos términos; le avisaremos de los cambios importantes.',
    ],
  },
};

const en: typeof es = {
  policies: {
    title: 'Policies',
    updated: 'Last updated: 6/25/2025',
    rulesTitle: 'Rules and disclaimers',
    rules: [
      'Obra is a management tool. You are responsible for the information you enter and for your agreements with your clients and workers.',
      'Obra is not directed to children under 13 and does not knowingly collect information from them.',
      'We keep your data to provide the service; we do not sell it. You may ask us to delete it through the contact form.',
      'Photos you upload are stored without the GPS location phones add to them.',
    ],
    agreementTitle: 'User agreement',
    agreement: [
      'Plans are billed monthly or yearly in advance. There are no refunds for partial periods.',
      'You may cancel at any time; the plan stays active until the end of the paid period.',
      'In any dispute, both parties will try to resolve it informally for 30 days. If it is not resolved, it goes to arbitration.',
      'We may update these terms; we will tell you about important changes.',
    ],
  },
};

export const policiesTexts: { es: typeof es; en: typeof es } = { es, en };
