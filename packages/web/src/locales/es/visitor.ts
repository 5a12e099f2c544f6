/** The visitor's pages: home, plans, contact, about, policies, and the subscription page. */
export const visitorEs = {
  home: {
    heroTitle: 'Hecho Para Trabajar Contigo',
    heroText:
      'Planee proyectos, divídalos en trabajos, asigne a su gente y cobre a tiempo. Todo en español, desde el teléfono o la computadora.',
    heroCta: 'Empiece ahora',
    heroSecondary: 'Ver precios',
    productsTitle: 'Nuestros productos',
    features: {
      projects: {
        title: 'Gestión de proyectos',
        text: 'Cada proyecto con sus trabajos, fechas, precios, costos y mano de obra. Sepa su ganancia antes de empezar.',
      },
      calendar: {
        title: 'Calendario interactivo',
        text: 'Vea las próximas 3 semanas de trabajo de un vistazo y mueva las fechas cuando cambian los planes.',
      },
      workers: {
        title: 'Trabajos y empleados',
        text: 'Asigne cada trabajo a un trabajador. Ellos lo ven en su teléfono, suben fotos y lo marcan completado.',
      },
      notifications: {
        title: 'Notificaciones a clientes',
        text: 'Sus clientes aprueban el proyecto, reciben avisos y le escriben en el chat del proyecto.',
      },
      invoices: {
        title: 'Facturas automáticas',
        text: 'Una factura en PDF con su logo y cada trabajo, enviada al cliente con un clic.',
      },
    },
    pricingTitle: 'Planes',
    pricingNote: 'Pague mensual o anualmente. Sin cobro por usuario.',
    choosePlan: 'Elegir {{plan}}',
    underConstruction: 'Esta función está en construcción. ¡Muy pronto podrá comprar su plan aquí!',
    aboutTitle: 'Sobre nosotros',
    aboutText:
      'Obra nació para los techeros, pintores, jardineros y equipos de limpieza que trabajan duro y no tienen tiempo para programas en inglés que cobran por cada usuario. Lo hicimos en español, sencillo y a un precio justo, para que usted se dedique a su trabajo.',
    resourcesTitle: 'Recursos',
    resourcesText: 'Preguntas frecuentes, guías paso a paso y las políticas de uso.',
    resourcesFaq: 'Preguntas frecuentes',
    resourcesPolicies: 'Políticas y términos',
  },
  plans: {
    plus: {
      name: 'Plus',
      features: [
        '3 proyectos activos',
        '3 cuentas de empleados',
        '2 facturas por cliente',
        'Gestión de proyectos',
        'Facturación',
        'Comunicación con clientes',
      ],
    },
    max: {
      name: 'Max',
      features: [
        'Todo lo de Plus',
        'Recordatorios y notificaciones automáticas',
        '8 proyectos en total',
        '10 cuentas de empleados en total',
      ],
    },
    pro: {
      name: 'Pro',
      features: [
        'Todo lo de Max',
        'Mercado de estimados',
        'Red de contratistas, trabajadores y clientes',
        'Proyectos y empleados ilimitados',
      ],
    },
  },
  contact: {
    title: 'Contáctenos',
    email: 'Su correo electrónico',
    subject: 'Asunto',
    message: 'Mensaje',
    agreement: 'Acepto que usen mi información para responder a este mensaje.',
    captcha: 'Verificación',
    captchaHelp: 'Demuestre que no es un robot: pulse «Verificar».',
    verify: 'Verificar',
    verifying: 'Verificando…',
    verified: 'Verificado',
    captchaFailed: 'No se pudo verificar. Inténtelo otra vez.',
    send: 'Enviar',
    sent: 'Tu correo fue enviado. ¡Responderemos pronto!',
    failed: 'El correo no pudo ser enviado. Inténtalo otra vez.',
  },
  subscription: {
    title: 'Suscripción',
    current: 'Su plan actual: {{plan}}',
    currentBadge: 'Su plan',
    youHaveIt: 'Es su plan actual',
    usage: 'Uso de su plan',
    activeProjects: 'Proyectos activos',
    totalProjects: 'Proyectos en total',
    employees: 'Empleados',
    unlimited: 'Ilimitado',
    of: '{{used}} de {{limit}}',
    visitor: 'Inicie sesión con una cuenta de compañía o de contratista para ver su plan y su uso.',
  },
};
