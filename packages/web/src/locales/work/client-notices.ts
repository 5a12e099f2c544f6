/**
 * Texts of /account's automatic notices to clients, Spanish and English. Not in the signed-in
 * screens' bundle (index.ts): the switches bring them when they load, below the account form.
 */
const es = {
  clientNotices: {
    title: 'Avisos automáticos a clientes',
    help: 'Obra avisa al cliente del proyecto en la aplicación y por correo, en su idioma.',
    enRoute: 'Cuando un trabajador va en camino',
    jobDone: 'Cuando se completa un trabajo',
    projectDone: 'Cuando se terminan todos los trabajos del proyecto',
    on: 'Aviso activado',
    off: 'Aviso desactivado',
    failed: 'No se guardó el cambio',
  },
};

const en: typeof es = {
  clientNotices: {
    title: 'Automatic notices to clients',
    help: "Obra tells the project's client in the app and by email, in their own language.",
    enRoute: 'When a worker is on the way',
    jobDone: 'When a job is completed',
    projectDone: 'When every job of the project is done',
    on: 'Notice turned on',
    off: 'Notice turned off',
    failed: 'The change was not saved',
  },
};

export const clientNoticesTexts: { es: typeof es; en: typeof es } = { es, en };
