/**
 * Texts of the header's offline strip and the changes the server refused (issue 13), Spanish and
 * English. Not in the signed-in screens' bundle (index.ts): the strip brings them when it loads,
 * once the device has no signal or changes waiting.
 */
const es = {
  offline: {
    offline: 'Sin conexión',
    pending_one: '{{count}} cambio pendiente',
    pending_other: '{{count}} cambios pendientes',
    unsent: 'Cambios no enviados',
    unsentCount: 'Cambios no enviados ({{count}})',
    unsentIntro: 'El servidor no aceptó estos cambios. Siguen en este dispositivo hasta que los descartes.',
    dismiss: 'Descartar',
    signIn: 'Iniciar sesión',
    signInToSend: 'Inicia sesión para enviar tus cambios',
    made: 'Hecho el {{when}}',
    kinds: {
      'job.update': 'Cambio del trabajo',
      'job.photos': 'Fotos del trabajo',
      'expense.create': 'Gasto',
      'time.clock': 'Fichaje',
    },
  },
};

const en: typeof es = {
  offline: {
    offline: 'Offline',
    pending_one: '{{count}} change waiting',
    pending_other: '{{count}} changes waiting',
    unsent: 'Changes not sent',
    unsentCount: 'Changes not sent ({{count}})',
    unsentIntro: 'The server did not accept these changes. They stay on this device until you dismiss them.',
    dismiss: 'Dismiss',
    signIn: 'Sign in',
    signInToSend: 'Sign in to send your changes',
    made: 'Made on {{when}}',
    kinds: {
      'job.update': 'Job change',
      'job.photos': 'Job photos',
      'expense.create': 'Expense',
      'time.clock': 'Clock in/out',
    },
  },
};

export const offlineStatusTexts: { es: typeof es; en: typeof es } = { es, en };
