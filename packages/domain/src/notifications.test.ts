import { describe, expect, it } from 'vitest';
import { JOB_STATUS_LABELS, PROJECT_STATUS_LABELS } from './labels.js';
import { renderNotification, type NotificationEvent } from './notifications.js';
import { JOB_STATUSES, PROJECT_STATUSES } from './statuses.js';
import { LANGUAGES, TRADES } from './trades.js';

const project = 'Techo Rivera';
const events: [NotificationEvent, string, string][] = [
  [
    { kind: 'project_created', project, company: 'Techos Ruiz' },
    'Techos Ruiz creó el proyecto Techo Rivera para usted',
    'Techos Ruiz created the project Techo Rivera for you',
  ],
  [
    { kind: 'status_changed', project, status: 'IN_PROGRESS' },
    'El proyecto Techo Rivera cambió a: En progreso',
    'Project Techo Rivera changed to: In progress',
  ],
  [
    { kind: 'project_approved', project, client: 'Ana Pérez' },
    'Ana Pérez aprobó el proyecto Techo Rivera',
    'Ana Pérez approved the project Techo Rivera',
  ],
  [
    { kind: 'project_rejected', project, client: 'Ana Pérez' },
    'Ana Pérez rechazó el proyecto Techo Rivera',
    'Ana Pérez rejected the project Techo Rivera',
  ],
  [
    { kind: 'job_assigned', project, job: 'Tejas' },
    'Se le asignó el trabajo Tejas del proyecto Techo Rivera',
    'You were assigned the job Tejas of project Techo Rivera',
  ],
  [
    { kind: 'job_unassigned', project, job: 'Tejas' },
    'Ya no tiene asignado el trabajo Tejas del proyecto Techo Rivera',
    'You are no longer assigned the job Tejas of project Techo Rivera',
  ],
  [
    { kind: 'job_completed', project, job: 'Tejas', worker: 'Luis' },
    'Luis completó el trabajo Tejas del proyecto Techo Rivera',
    'Luis completed the job Tejas of project Techo Rivera',
  ],
  [
    { kind: 'chat_message', project, sender: 'Ana Pérez' },
    'Nuevo mensaje de Ana Pérez en el proyecto Techo Rivera',
    'New message from Ana Pérez on project Techo Rivera',
  ],
  [
    { kind: 'invoice_sent', project, number: 'F-0007' },
    'Factura F-0007 del proyecto Techo Rivera',
    'Invoice F-0007 for project Techo Rivera',
  ],
  [
    { kind: 'client_notified', project, company: 'Techos Ruiz', message: 'Llegamos el lunes' },
    'Techos Ruiz sobre el proyecto Techo Rivera: Llegamos el lunes',
    'Techos Ruiz about project Techo Rivera: Llegamos el lunes',
  ],
  [
    { kind: 'worker_en_route', worker: 'Carlos', address: '45 Center St', project },
    'Carlos va en camino a 45 Center St',
    'Carlos is on the way to 45 Center St',
  ],
  [
    { kind: 'client_job_done', worker: 'Carlos', job: 'Tejas', project, address: '45 Center St' },
    'Carlos terminó el trabajo Tejas del proyecto Techo Rivera (45 Center St)',
    'Carlos finished the job Tejas of project Techo Rivera (45 Center St)',
  ],
  [
    { kind: 'client_project_done', project, company: 'Techos Ruiz' },
    'Techos Ruiz terminó todos los trabajos del proyecto Techo Rivera',
    'Techos Ruiz finished all the work on project Techo Rivera',
  ],
];

describe('renderNotification: one stored event, written in each reader’s language', () => {
  it.each(events.map(([event, es, en]) => [event.kind, event, es, en] as const))(
    '%s in Spanish and English',
    (_kind, event, es, en) => {
      expect(renderNotification(event, 'es')).toBe(es);
      expect(renderNotification(event, 'en')).toBe(en);
    },
  );

  it('covers every kind of event', () => {
    expect(new Set(events.map(([e]) => e.kind)).size).toBe(events.length);
  });

  it('writes every project status with its label in both languages', () => {
    for (const status of PROJECT_STATUSES) {
      const event: NotificationEvent = { kind: 'status_changed', project, status };
      expect(renderNotification(event, 'es')).toBe(
        `El proyecto ${project} cambió a: ${PROJECT_STATUS_LABELS.es[status]}`,
      );
      expect(renderNotification(event, 'en')).toBe(
        `Project ${project} changed to: ${PROJECT_STATUS_LABELS.en[status]}`,
      );
    }
  });

  it('never leaves a hole or a raw status in the text', () => {
    for (const language of LANGUAGES) {
      for (const [event] of events) {
        const text = renderNotification(event, language);
        expect(text).not.toMatch(/undefined|null|\$\{/);
        // The worker on the way names the street they are heading to, as the client knows it.
        expect(text).toContain(event.kind === 'worker_en_route' ? event.address : project);
      }
      for (const status of PROJECT_STATUSES) {
        expect(renderNotification({ kind: 'status_changed', project, status }, language)).not.toContain(status);
      }
    }
  });

  it('keeps the names it was given exactly, accents and all', () => {
    const text = renderNotification(
      { kind: 'project_approved', project: 'Baño #2 — Ñandú', client: 'José Núñez' },
      'en',
    );
    expect(text).toBe('José Núñez approved the project Baño #2 — Ñandú');
  });
});

describe('status labels', () => {
  it('names every project and job status in Spanish and English, each differently', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(PROJECT_STATUS_LABELS[language]).sort()).toEqual([...PROJECT_STATUSES].sort());
      expect(Object.keys(JOB_STATUS_LABELS[language]).sort()).toEqual([...JOB_STATUSES].sort());
      expect(new Set(Object.values(PROJECT_STATUS_LABELS[language])).size).toBe(PROJECT_STATUSES.length);
    }
    expect(PROJECT_STATUS_LABELS.es.CLIENT_APPROVAL).toBe('Esperando aprobación del cliente');
    expect(JOB_STATUS_LABELS.es.COMPLETED).toBe('Completado');
    expect(JOB_STATUS_LABELS.en.SCHEDULED).toBe('Scheduled');
  });
});

describe('trades and languages', () => {
  it('offers the Spanish trades PRODUCT.md names, ending with Otro', () => {
    for (const trade of ['Construcción', 'Techado', 'Pintura', 'Plomería', 'Electricidad', 'Jardinería', 'Limpieza']) {
      expect(TRADES).toContain(trade);
    }
    expect(TRADES[TRADES.length - 1]).toBe('Otro');
    expect(new Set(TRADES).size).toBe(TRADES.length);
    for (const trade of TRADES) expect(trade.length).toBeLessThanOrEqual(60);
  });

  it('speaks Spanish first, and English', () => {
    expect([...LANGUAGES]).toEqual(['es', 'en']);
  });
});
