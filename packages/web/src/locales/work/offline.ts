/**
 * Texts of the crew's app without signal (issue 13) that any crew screen may show, Spanish and
 * English; merged by work/index.ts. The header strip's own are in offline-status.ts.
 */
const es = {
  offline: {
    savedOnDevice: 'Guardado en el dispositivo: se enviará cuando vuelva la señal',
    noneKept: 'Sin conexión, y este dispositivo no tiene trabajos guardados: se guardan al abrir Trabajos con señal.',
    photosWaiting_one: '{{count}} foto espera en el dispositivo para subirse',
    photosWaiting_other: '{{count}} fotos esperan en el dispositivo para subirse',
    logoutWaiting_one:
      'Hay {{count}} cambio sin enviar. Se queda guardado en este dispositivo hasta que vuelvas a entrar. ¿Cerrar sesión?',
    logoutWaiting_other:
      'Hay {{count}} cambios sin enviar. Se quedan guardados en este dispositivo hasta que vuelvas a entrar. ¿Cerrar sesión?',
  },
};

const en: typeof es = {
  offline: {
    savedOnDevice: 'Saved on this device: it will be sent when the signal returns',
    noneKept: 'Offline, and this device has no jobs kept: they are kept when Jobs is opened with a signal.',
    photosWaiting_one: '{{count}} photo waits on this device to be uploaded',
    photosWaiting_other: '{{count}} photos wait on this device to be uploaded',
    logoutWaiting_one: '{{count}} change has not been sent. It stays on this device until you sign in again. Sign out?',
    logoutWaiting_other:
      '{{count}} changes have not been sent. They stay on this device until you sign in again. Sign out?',
  },
};

export const offlineTexts: { es: typeof es; en: typeof es } = { es, en };
