import type { Language } from './trades.js';
import type { JobStatus, ProjectStatus } from './statuses.js';

export const PROJECT_STATUS_LABELS: Record<Language, Record<ProjectStatus, string>> = {
  es: {
    CLIENT_APPROVAL: 'Esperando aprobación del cliente',
    APPROVED: 'Aprobado',
    PENDING: 'Pendiente',
    IN_PROGRESS: 'En progreso',
    UPDATED: 'Actualizado',
    INVOICING: 'Facturando',
    COMPLETED: 'Completado',
    REJECTED: 'Rechazado',
    SCHEDULED: 'Programado',
  },
  en: {
    CLIENT_APPROVAL: 'Awaiting client approval',
    APPROVED: 'Approved',
    PENDING: 'Pending',
    IN_PROGRESS: 'In progress',
    UPDATED: 'Updated',
    INVOICING: 'Invoicing',
    COMPLETED: 'Completed',
    REJECTED: 'Rejected',
    SCHEDULED: 'Scheduled',
  },
};

export const JOB_STATUS_LABELS: Record<Language, Record<JobStatus, string>> = {
  es: { PENDING: 'Pendiente', SCHEDULED: 'Programado', UPDATED: 'Actualizado', COMPLETED: 'Completado' },
  en: { PENDING: 'Pending', SCHEDULED: 'Scheduled', UPDATED: 'Updated', COMPLETED: 'Completed' },
};
