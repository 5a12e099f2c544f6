/** Texts of the crew's app without signal (issue 13), Spanish and English; merged by work/index.ts. */
const es = {
  offline: {
    offline: 'Sin conexión',
    pending_one: '{{count}} cambio pendiente',
    pending_other: '{{count}} cambios pendientes',
    savedOnDevice: 'Guardado en el dispositivo: se enviará cuando vuelva la señal',
    photosWaiting_one: '{{count}} foto espera en el dispositivo para subirse',
    photosWaiting_other: '{{count}} fotos esperan en el dispositivo para subirse',
    unsent: 'Cambios no enviados',
    unsentCount: 'Cambios no enviados ({{count}})',
    unsentIntro: 'El servidor no aceptó estos cambios. Siguen en este dispositivo hasta que los descartes.',
    dismiss: 'Descartar',
    made: 'Hecho el {{when}}',
    kinds: {
      'job.update': 'Cambio del trabajo',
      'job.photos': 'Fotos del trabajo',
      'expense.create': 'Gasto',
      'time.clock': 'Fichaje',
    },
    logoutWaiting_one:
      'Hay {{count}} cambio sin enviar. Se queda guardado en este dispositivo hasta que vuelvas a entrar. ¿Cerrar sesión?',
    logoutWaiting_other:
      'Hay {{count}} cambios sin enviar. Se quedan guardados en este dispositivo hasta que vuelvas a entrar. ¿Cerrar sesión?',
  },
};

const en: typeof es = {
  offline: {
    offline: 'Offline',
    pending_one: '{{count}} change waiting',
    pending_other: '{{count}} changes waiting',
    savedOnDevice: 'Saved on this device: it will be sent when the signal returns',
    photosWaiting_one: '{{count}} photo waits on this device to be uploaded',
    photosWaiting_other: '{{count}} photos wait on this device to be uploaded',
    unsent: 'Changes not sent',
    unsentCount: 'Changes not sent ({{count}})',
    unsentIntro: 'The server did not accept these changes. They stay on this device until you dismiss them.',
    dismiss: 'Dismiss',
    made: 'Made on {{when}}',
    kinds: {
      'job.update': 'Job change',
      'job.photos': 'Job photos',
      'expense.create': 'Expense',
      'time.clock': 'Clock in/out',
    },
    logoutWaiting_one: '{{count}} change has not been sent. It stays on this device until you sign in again. Sign out?',
    logoutWaiting_other:
      '{{count}} changes have not been sent. They stay on this device until you sign in again. Sign out?',
  },
};

export const offlineTexts: { es: typeof es; en: typeof es } = { es, en };
