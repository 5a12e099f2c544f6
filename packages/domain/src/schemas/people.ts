import { z } from 'zod';
import { MSG } from '../messages.js';
import { WORKER_TYPES } from '../roles.js';
import { city, email, id, phone, sha256, state, streetAddress, text, zip } from './fields.js';

export const worker = z.object({
  userId: z.number(),
  name: z.string(),
  field: z.string(),
  email: z.string(),
  phone: z.string(),
  completedJobs: z.number(),
  assignedJobs: z.number(),
  type: z.enum(WORKER_TYPES),
  access: z.boolean(),
  /** Asked to join by signing up with the identifier; no access until the company turns it on (PRODUCT.md). */
  pending: z.boolean(),
  /** Dollars an hour, for the labor of their clocked time; null until the company sets one. */
  hourlyRate: z.number().nullable(),
});
export type Worker = z.infer<typeof worker>;

export const createWorkerBody = z.object({
  name: text('name', 120),
  email: email(),
  phone: phone(),
  field: text('field', 60),
  username: sha256('username'),
  password: sha256('password'),
});
export type CreateWorkerBody = z.input<typeof createWorkerBody>;

export const workerRef = z.object({ companyId: id('id'), userId: id('userId') });
export const workerAccessBody = z.object({
  userId: id('userId'),
  access: z.boolean({ error: MSG.accessNotBoolean }),
});
export const workerTypeBody = z.object({
  userId: id('userId'),
  type: z.enum(['employee', 'admin'], { error: MSG.workerType }),
});

export const client = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  hasLogin: z.boolean(),
  projectCount: z.number(),
  activeProjectCount: z.number(),
  /** Asked to be the company's client by signing up with its identifier; sees nothing until accepted. */
  pending: z.boolean(),
});

/** A client's request to accept or refuse (PRODUCT.md: PUT /api/clients/accept, /api/clients/reject). */
export const clientRef = z.object({ clientId: id('id') });
export type Client = z.infer<typeof client>;

export const createClientBody = z.object({
  name: text('name', 120),
  email: email(),
  phone: phone(),
  address: streetAddress(),
  city: city(),
  state: state(),
  zip: zip(),
});
export type CreateClientBody = z.input<typeof createClientBody>;

/** The company sets a new password for one of its employees (who may have no e-mail to reset it). */
export const workerPasswordBody = z.object({ userId: id('userId'), password: sha256('password') });
