/**
 * Texts of the company's hours and their corrections (issue 13), Spanish and English. Not in the
 * signed-in screens' bundle (index.ts): the hours dialog brings them when it loads.
 */
const es = {
  hours: {
    title: 'Horas trabajadas',
    week: 'Semana',
    previous: 'Semana anterior',
    next: 'Semana siguiente',
    range: 'Del {{from}} al {{to}}',
    byWorker: 'Por trabajador',
    byJob: 'Por trabajo',
    entries: 'Registros',
    worker: 'Trabajador',
    job: 'Trabajo',
    project: 'Proyecto',
    hours: 'Horas',
    rate: 'Tarifa',
    noRate: 'Sin tarifa: sus horas cuentan $0 de mano de obra',
    unrated: '{{hours}} h sin tarifa',
    none: 'No hay horas registradas en esta semana.',
    started: 'Entrada',
    ended: 'Salida',
    running: 'Sin terminar',
    offline: 'Sin conexión',
    corrected: 'Corregido',
    correct: 'Corregir',
    correctTitle: 'Corregir registro: {{name}}',
    reason: 'Motivo',
    save: 'Guardar corrección',
    savedCorrection: 'Registro corregido',
    notSaved: 'No se guardó la corrección',
  },
};

const en: typeof es = {
  hours: {
    title: 'Hours worked',
    week: 'Week',
    previous: 'Previous week',
    next: 'Next week',
    range: 'From {{from}} to {{to}}',
    byWorker: 'By worker',
    byJob: 'By job',
    entries: 'Entries',
    worker: 'Worker',
    job: 'Job',
    project: 'Project',
    hours: 'Hours',
    rate: 'Rate',
    noRate: 'No rate: their hours count $0 of labor',
    unrated: '{{hours}} h without a rate',
    none: 'No hours recorded this week.',
    started: 'In',
    ended: 'Out',
    running: 'Not finished',
    offline: 'Offline',
    corrected: 'Corrected',
    correct: 'Correct',
    correctTitle: 'Correct entry: {{name}}',
    reason: 'Reason',
    save: 'Save correction',
    savedCorrection: 'Entry corrected',
    notSaved: 'The correction was not saved',
  },
};

export const hoursTexts: { es: typeof es; en: typeof es } = { es, en };
