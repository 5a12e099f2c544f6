import { PROJECT_STATUS_LABELS } from './labels.js';
import type { ProjectStatus } from './statuses.js';
import type { Language } from './trades.js';

/**
 * Notifications are stored as a kind with its facts and written out in the reader's language when
 * read, so a client reading English and a company reading Spanish see the same event each in theirs.
 */
export type NotificationEvent =
  | { kind: 'project_created'; project: string; company: string }
  | { kind: 'status_changed'; project: string; status: ProjectStatus }
  | { kind: 'project_approved'; project: string; client: string }
  | { kind: 'project_rejected'; project: string; client: string }
  | { kind: 'job_assigned'; project: string; job: string }
  | { kind: 'job_unassigned'; project: string; job: string }
  | { kind: 'job_completed'; project: string; job: string; worker: string }
  | { kind: 'chat_message'; project: string; sender: string }
  | { kind: 'invoice_sent'; project: string; number: string }
  /** The client answered an estimate through its share link (issue 14). */
  | { kind: 'estimate_approved'; project: string; client: string; number: string }
  | { kind: 'estimate_rejected'; project: string; client: string; number: string }
  | { kind: 'client_notified'; project: string; company: string; message: string }
  /** The automatic notices to a project's client (server modules/client-notices). */
  | { kind: 'worker_en_route'; worker: string; address: string; project: string }
  | { kind: 'client_job_done'; worker: string; job: string; project: string; address: string }
  | { kind: 'client_project_done'; project: string; company: string }
  /** An action item for the company: it goes away once the request is accepted or refused. */
  | { kind: 'join_requested'; person: string; role: 'worker' | 'client'; userId: number };

export type NotificationKind = NotificationEvent['kind'];

type Renderers = { [K in NotificationKind]: (e: Extract<NotificationEvent, { kind: K }>) => string };

const RENDER: Record<Language, Renderers> = {
  es: {
    project_created: (e) => `${e.company} creó el proyecto ${e.project} para usted`,
    status_changed: (e) => `El proyecto ${e.project} cambió a: ${PROJECT_STATUS_LABELS.es[e.status]}`,
    project_approved: (e) => `${e.client} aprobó el proyecto ${e.project}`,
    project_rejected: (e) => `${e.client} rechazó el proyecto ${e.project}`,
    job_assigned: (e) => `Se le asignó el trabajo ${e.job} del proyecto ${e.project}`,
    job_unassigned: (e) => `Ya no tiene asignado el trabajo ${e.job} del proyecto ${e.project}`,
    job_completed: (e) => `${e.worker} completó el trabajo ${e.job} del proyecto ${e.project}`,
    chat_message: (e) => `Nuevo mensaje de ${e.sender} en el proyecto ${e.project}`,
    invoice_sent: (e) => `Factura ${e.number} del proyecto ${e.project}`,
    estimate_approved: (e) => `${e.client} aprobó el presupuesto ${e.number} del proyecto ${e.project}`,
    estimate_rejected: (e) => `${e.client} rechazó el presupuesto ${e.number} del proyecto ${e.project}`,
    client_notified: (e) =>
      e.message
        ? `${e.company} sobre el proyecto ${e.project}: ${e.message}`
        : `${e.company} le envió un aviso sobre el proyecto ${e.project}`,
    worker_en_route: (e) => `${e.worker} va en camino a ${e.address}`,
    client_job_done: (e) => `${e.worker} terminó el trabajo ${e.job} del proyecto ${e.project} (${e.address})`,
    client_project_done: (e) => `${e.company} terminó todos los trabajos del proyecto ${e.project}`,
    join_requested: (e) =>
      `${e.person} pide unirse como ${e.role === 'worker' ? 'trabajador' : 'cliente'}: acéptelo o recházelo en ${e.role === 'worker' ? 'Trabajadores' : 'Clientes'}`,
  },
  en: {
    project_created: (e) => `${e.company} created the project ${e.project} for you`,
    status_changed: (e) => `Project ${e.project} changed to: ${PROJECT_STATUS_LABELS.en[e.status]}`,
    project_approved: (e) => `${e.client} approved the project ${e.project}`,
    project_rejected: (e) => `${e.client} rejected the project ${e.project}`,
    job_assigned: (e) => `You were assigned the job ${e.job} of project ${e.project}`,
    job_unassigned: (e) => `You are no longer assigned the job ${e.job} of project ${e.project}`,
    job_completed: (e) => `${e.worker} completed the job ${e.job} of project ${e.project}`,
    chat_message: (e) => `New message from ${e.sender} on project ${e.project}`,
    invoice_sent: (e) => `Invoice ${e.number} for project ${e.project}`,
    estimate_approved: (e) => `${e.client} approved estimate ${e.number} for project ${e.project}`,
    estimate_rejected: (e) => `${e.client} declined estimate ${e.number} for project ${e.project}`,
    client_notified: (e) =>
      e.message
        ? `${e.company} about project ${e.project}: ${e.message}`
        : `${e.company} sent you a notice about project ${e.project}`,
    worker_en_route: (e) => `${e.worker} is on the way to ${e.address}`,
    client_job_done: (e) => `${e.worker} finished the job ${e.job} of project ${e.project} (${e.address})`,
    client_project_done: (e) => `${e.company} finished all the work on project ${e.project}`,
    join_requested: (e) =>
      `${e.person} asks to join as a ${e.role}: accept or decline it in ${e.role === 'worker' ? 'Workers' : 'Clients'}`,
  },
};

export function renderNotification(event: NotificationEvent, language: Language): string {
  const render = RENDER[language][event.kind] as (e: NotificationEvent) => string;
  return render(event);
}
