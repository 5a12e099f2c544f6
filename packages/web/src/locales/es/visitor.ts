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
  about: {
    title: 'Preguntas frecuentes',
    questions: [
      {
        q: '¿Qué ofrece Obra?',
        a: 'Proyectos con trabajos, un calendario de las próximas semanas, asignación de trabajos a sus empleados y contratistas, notificaciones y chat con sus clientes, gastos, recordatorios y facturas en PDF.',
      },
      {
        q: '¿Cuántos proyectos y trabajos puedo tener?',
        a: 'Depende del plan: Plus permite 3 proyectos activos, Max 8 proyectos en total y Pro no tiene límite. Los trabajos dentro de un proyecto no tienen límite.',
      },
      {
        q: '¿Cómo registro a mis empleados?',
        a: 'Desde Trabajadores pulse «Nuevo Trabajador», o comparta su identificador de compañía (se ve en su Cuenta) para que ellos se registren como empleados.',
      },
      {
        q: '¿Hay una aplicación para el teléfono?',
        a: 'Obra funciona en el navegador de cualquier teléfono. Guárdela en la pantalla de inicio y úsela como una aplicación.',
      },
    ],
    guidesTitle: 'Guías',
    guidesLoggedOut: 'Inicie sesión para ver las guías paso a paso.',
    guides: {
      createProject: {
        title: 'Crear un proyecto con trabajos',
        alt: 'Formulario «Nuevo proyecto» con dos trabajos llenos, cada uno con su precio, mano de obra y ganancia.',
        steps: [
          'Pulse «Nuevo Proyecto» arriba (en pantallas medianas, «+ Nuevo» y luego «Nuevo Proyecto»; en el teléfono, en el menú).',
          'Escriba el nombre, la dirección (calle, ciudad, estado, código postal), las fechas y la descripción, y elija el cliente.',
          'Pulse «Agregar trabajo» por cada parte de la obra y escriba su nombre, fechas, precio y mano de obra.',
          'Pulse «Guardar»: el cliente recibe el proyecto para aprobarlo.',
        ],
      },
      assignWorker: {
        title: 'Agregar y asignar un trabajador',
        alt: 'Un trabajo del proyecto con la lista «Asignado a» abierta para elegir al trabajador.',
        steps: [
          'En Trabajadores pulse «Nuevo Trabajador», llene sus datos y pulse «Crear trabajador».',
          'En Proyectos pulse «Detalles» en el proyecto y luego «Editar».',
          'En cada trabajo elija al trabajador en «Asignado a» y pulse «Guardar».',
          'El trabajador recibe un aviso y ve el trabajo en su teléfono.',
        ],
      },
      completeJob: {
        title: 'Completar un trabajo con fotos',
        alt: 'Ventana para completar un trabajo, con una foto de la cámara lista para subir.',
        steps: [
          'El trabajador abre Trabajos y pulsa «Completar» en el trabajo.',
          'Pulsa «Agregar fotos»: se abre la cámara del teléfono para fotografiar el trabajo terminado (hasta 6 fotos).',
          'Pulsa «Confirmar»: el trabajo queda completado, las fotos se suben solas y la compañía recibe el aviso.',
        ],
      },
      addExpenses: {
        title: 'Agregar gastos',
        alt: 'Ventana de gastos de un trabajo con un gasto guardado y uno nuevo por guardar.',
        steps: [
          'En Proyectos pulse «Detalles» en el proyecto y luego «Gastos» en la fila del trabajo (o «Gastos del proyecto»).',
          'Pulse «Agregar gasto» y escriba el nombre, la cantidad, la fecha y la descripción; puede agregar varios.',
          'Pulse «Guardar»: el costo y la ganancia se actualizan solos.',
        ],
      },
      sendInvoice: {
        title: 'Enviar una factura',
        alt: 'Tarjetas de proyectos con el botón «Factura» y el aviso de factura enviada.',
        steps: [
          'En Proyectos, en la tarjeta del proyecto, pulse «Factura» y confirme con «Sí».',
          'El cliente la recibe por correo en PDF.',
        ],
      },
      approveProject: {
        title: 'Aprobar o rechazar un proyecto',
        alt: 'Detalles del proyecto vistos por el cliente, con los trabajos, el precio y los botones «Aprobar» y «Rechazar».',
        steps: [
          'Abra Proyectos y pulse «Detalles» en el proyecto.',
          'Revise los trabajos y el precio.',
          'Pulse «Aprobar» o «Rechazar».',
        ],
      },
      chat: {
        title: 'Usar el chat',
        alt: 'Chat de un proyecto con la pregunta del cliente y la respuesta de la compañía.',
        steps: [
          'En Proyectos, en la tarjeta del proyecto, pulse «Mensajes».',
          'Escriba y pulse «Enviar» (puede adjuntar una foto): la otra parte lo ve al momento.',
        ],
      },
    },
  },
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
