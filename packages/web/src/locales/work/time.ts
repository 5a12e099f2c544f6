/**
 * Texts of the time clock, hourly rates and labor from hours, Spanish and English; merged by
 * work/index.ts. The hours dialog's own are in hours.ts.
 */
const es = {
  clock: {
    enRoute: 'En camino',
    start: 'Empezar',
    end: 'Terminar',
    enRouteSince: 'En camino desde las {{time}}',
    workingSince: 'Trabajando desde las {{time}}',
    idle: 'Sin empezar',
    group: 'Reloj de {{name}}',
    saved: 'Hora registrada',
  },
  hours: {
    open: 'Horas',
  },
  rate: {
    label: 'Tarifa por hora',
    labelFor: 'Tarifa por hora de {{name}}',
    placeholder: 'Sin tarifa',
    saved: 'Tarifa guardada',
  },
  labor: {
    fromHours: 'Desde las horas',
    manual: 'Escrita a mano',
    useHours: 'Usar las horas',
    fromHoursNote: 'Se calcula con las horas y la tarifa de cada trabajador',
  },
};

const en: typeof es = {
  clock: {
    enRoute: 'On my way',
    start: 'Start',
    end: 'Finish',
    enRouteSince: 'On the way since {{time}}',
    workingSince: 'Working since {{time}}',
    idle: 'Not started',
    group: 'Clock for {{name}}',
    saved: 'Time recorded',
  },
  hours: {
    open: 'Hours',
  },
  rate: {
    label: 'Hourly rate',
    labelFor: 'Hourly rate of {{name}}',
    placeholder: 'No rate',
    saved: 'Rate saved',
  },
  labor: {
    fromHours: 'From the hours',
    manual: 'Typed by hand',
    useHours: 'Use the hours',
    fromHoursNote: "Worked out from the hours and each worker's rate",
  },
};

export const timeTexts = { es, en };
