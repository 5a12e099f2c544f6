import { renderNotification, type Language, type NotificationEvent } from '@obra/domain';
import { oneLine } from '../invoices/catalogue.js';

/** The events the client-notices module mails; the others never reach its catalogue. */
export type ClientNoticeEvent = Extract<
  NotificationEvent,
  { kind: 'worker_en_route' | 'client_job_done' | 'client_project_done' }
>;

export function isClientNoticeEvent(event: NotificationEvent): event is ClientNoticeEvent {
  return event.kind === 'worker_en_route' || event.kind === 'client_job_done' || event.kind === 'client_project_done';
}

interface NoticeMailWords {
  subject: {
    [K in ClientNoticeEvent['kind']]: (e: Extract<ClientNoticeEvent, { kind: K }>, company: string) => string;
  };
  hello: (client: string) => string;
  project: string;
  signIn: string;
  contact: string;
  thanks: string;
}

/** The automatic notices' mails, in the client's language (PRODUCT.md, Language); the news itself is the notification's text. */
const WORDS: Record<Language, NoticeMailWords> = {
  es: {
    subject: {
      worker_en_route: (e, company) => `${company}: ${e.worker} va en camino`,
      client_job_done: (e, company) => `${company}: trabajo ${e.job} terminado`,
      client_project_done: (e, company) => `${company}: proyecto ${e.project} terminado`,
    },
    hello: (client) => `Hola ${client}:`,
    project: 'Proyecto',
    signIn: 'Puede ver el proyecto al iniciar sesión en Obra.',
    contact: 'Contacto',
    thanks: 'Gracias,',
  },
  en: {
    subject: {
      worker_en_route: (e, company) => `${company}: ${e.worker} is on the way`,
      client_job_done: (e, company) => `${company}: job ${e.job} finished`,
      client_project_done: (e, company) => `${company}: project ${e.project} finished`,
    },
    hello: (client) => `Hello ${client},`,
    project: 'Project',
    signIn: 'You can see the project by signing in to Obra.',
    contact: 'Contact',
    thanks: 'Thank you,',
  },
};

export interface NoticeMailFacts {
  client: string;
  company: { name: string; email: string; phone: string };
}

/** Subject and plain text of one notice's mail. */
export function noticeMail(event: ClientNoticeEvent, language: Language, facts: NoticeMailFacts) {
  const words = WORDS[language];
  const subject = (words.subject[event.kind] as (e: ClientNoticeEvent, company: string) => string)(
    event,
    facts.company.name,
  );
  const { company } = facts;
  const text = [
    words.hello(facts.client),
    '',
    `${renderNotification(event, language)}.`,
    `${words.project}: ${event.project}`,
    '',
    words.signIn,
    `${words.contact}: ${[company.email, company.phone].filter(Boolean).join(' · ')}`,
    '',
    words.thanks,
    company.name,
  ].join('\n');
  return { subject: oneLine(subject), text };
}
