/**
 * Texts of the help page (/about): the questions and the guides. Spanish and English. Not in the app's first chunk: signed-in screens never show them, so
 * the page's own chunk brings them (lib/i18n.ts addTexts).
 */
const es = {
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
};

const en: typeof es = {
  about: {
    title: 'Frequently asked questions',
    questions: [
      {
        q: 'What does Obra offer?',
        a: 'Projects with jobs, a calendar of the coming weeks, jobs assigned to your employees and contractors, notifications and chat with your clients, expenses, reminders and PDF invoices.',
      },
      {
        q: 'How many projects and jobs can I have?',
        a: 'It depends on the plan: Plus allows 3 active projects, Max 8 projects in total and Pro has no limit. Jobs inside a project are unlimited.',
      },
      {
        q: 'How do I register my employees?',
        a: 'In Workers press “New Worker”, or share your company identifier (shown in your Account) so they sign up as employees.',
      },
      {
        q: 'Is there a phone app?',
        a: 'Obra works in any phone browser. Add it to your home screen and use it like an app.',
      },
    ],
    guidesTitle: 'Guides',
    guidesLoggedOut: 'Log in to see the step-by-step guides.',
    guides: {
      createProject: {
        title: 'Create a project with jobs',
        alt: 'The “New project” form with two jobs filled in, each with its price, labor and profit.',
        steps: [
          'Press “New Project” at the top (on medium screens “+ New”, then “New Project”; on a phone, in the menu).',
          'Enter the name, the address (street, city, state, zip), the dates and the description, and choose the client.',
          'Press “Add job” for each part of the work and enter its name, dates, price and labor.',
          'Press “Save”: the client receives the project to approve it.',
        ],
      },
      assignWorker: {
        title: 'Add and assign a worker',
        alt: 'A job of the project with the “Assigned to” list open to choose the worker.',
        steps: [
          'In Workers press “New Worker”, fill in their details and press “Create worker”.',
          'In Projects press “Details” on the project, then “Edit”.',
          'For each job choose the worker in “Assigned to” and press “Save”.',
          'The worker gets a notice and sees the job on their phone.',
        ],
      },
      completeJob: {
        title: 'Complete a job with photos',
        alt: 'The window that completes a job, with a photo from the camera ready to upload.',
        steps: [
          'The worker opens Jobs and presses “Complete” on the job.',
          'They press “Add photos”: the phone’s camera opens to photograph the finished work (up to 6 photos).',
          'They press “Confirm”: the job is completed, the photos upload on their own and the company is notified.',
        ],
      },
      addExpenses: {
        title: 'Add expenses',
        alt: 'The expenses window of a job with one saved expense and a new one not saved yet.',
        steps: [
          'In Projects press “Details” on the project, then “Expenses” on the job’s row (or “Project expenses”).',
          'Press “Add expense” and enter the name, amount, date and description; you can add several.',
          'Press “Save”: cost and profit update by themselves.',
        ],
      },
      sendInvoice: {
        title: 'Send an invoice',
        alt: 'Project cards with the “Invoice” button and the notice of the sent invoice.',
        steps: [
          'In Projects, on the project card, press “Invoice” and confirm with “Yes”.',
          'The client receives it by email as a PDF.',
        ],
      },
      approveProject: {
        title: 'Approve or reject a project',
        alt: 'The project details as the client sees them, with the jobs, the price and the “Approve” and “Reject” buttons.',
        steps: [
          'Open Projects and press “Details” on the project.',
          'Review the jobs and the price.',
          'Press “Approve” or “Reject”.',
        ],
      },
      chat: {
        title: 'Use the chat',
        alt: 'A project chat with the client’s question and the company’s answer.',
        steps: [
          'In Projects, on the project card, press “Messages”.',
          'Write and press “Send” (you can attach a photo): the other side sees it at once.',
        ],
      },
    },
  },
};

export const aboutTexts: { es: typeof es; en: typeof es } = { es, en };
