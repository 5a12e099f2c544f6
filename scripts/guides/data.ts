import { en } from '../../packages/web/src/locales/en.js';
import { es } from '../../packages/web/src/locales/es.js';
import { jobsTexts } from '../../packages/web/src/locales/work/jobs.js';
import { officeTexts } from '../../packages/web/src/locales/work/office.js';
import { projectFormTexts } from '../../packages/web/src/locales/work/project-form.js';

// What the guides' pictures show and the texts the script clicks on (scripts/guide-screenshots.ts).

export type Lang = 'es' | 'en';
export const LANGS: Lang[] = ['es', 'en'];

/** The interface texts the script clicks on, from the app's own catalogues. */
export const TEXTS = {
  es: { ...es, ...projectFormTexts.es, ...jobsTexts.es, ...officeTexts.es },
  en: { ...en, ...projectFormTexts.en, ...jobsTexts.en, ...officeTexts.en },
};
export type Texts = (typeof TEXTS)['es'];

/** What each language's pictures show: the demo projects and what the script types. */
export const DATA = {
  es: {
    newProject: {
      name: 'Pintura interior González',
      street: '1234 Harrison Blvd',
      city: 'Ogden',
      zip: '84401',
      description: 'Pintar sala, comedor y pasillo con dos capas.',
      type: 'Pintura',
      client: 'María González',
      jobs: [
        { name: 'Proteger muebles y pisos', price: '350', labor: '150', assignee: 'Ana Torres' },
        { name: 'Pintar paredes y techos', price: '2400', labor: '900', assignee: null },
      ],
    },
    approvalClient: 'cliente1',
    assignProject: 'Pintura exterior Miller',
    expensesProject: 'Techo nuevo casa González',
    expensesJob: 'Tejas nuevas',
    savedExpense: { name: 'Tejas de asfalto', amount: '1450', description: '30 paquetes, color gris' },
    newExpense: { name: 'Clavos y tapajuntas', amount: '86.40', description: 'Ferretería Ogden' },
    invoiceProject: 'Cerca trasera González',
    chat: {
      client: 'cliente1',
      project: 'Techo nuevo casa González',
      question: 'Buenos días. ¿A qué hora llegan mañana?',
      answer: 'A las 8:00. Carlos lleva el material para la base impermeable.',
    },
  },
  en: {
    newProject: {
      name: 'Cocina Miller',
      street: '455 E 5th Ave',
      city: 'Salt Lake City',
      zip: '84103',
      description: 'Kitchen cabinets painted white, new backsplash.',
      type: 'Remodelación',
      client: 'John Miller',
      jobs: [
        { name: 'Pintar gabinetes', price: '1800', labor: '700', assignee: 'Ana Torres' },
        { name: 'Instalar azulejo', price: '1250', labor: '500', assignee: null },
      ],
    },
    approvalClient: 'cliente2',
    assignProject: 'Pintura exterior Miller',
    expensesProject: 'Techo nuevo casa González',
    expensesJob: 'Tejas nuevas',
    savedExpense: { name: 'Tejas de asfalto', amount: '1450', description: '30 paquetes, color gris' },
    newExpense: { name: 'Roofing nails', amount: '86.40', description: 'Ogden hardware store' },
    invoiceProject: 'Pintura exterior Miller',
    chat: {
      client: 'cliente2',
      project: 'Pintura exterior Miller',
      question: 'Hi! Can we pick the trim color on Friday?',
      answer: 'Yes, we will bring color samples on Friday morning.',
    },
  },
} as const;
export type Data = (typeof DATA)[Lang];

export const COMPLETE_JOB = { worker: 'empleado1', job: 'Instalar base impermeable' };

/** A date `days` from today as YYYY-MM-DD, what a date input takes. */
export function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return d.toISOString().slice(0, 10);
}
