import { z } from 'zod';
import { MSG } from '../messages.js';
import { id, optionalText, requiredDate, text } from './fields.js';

export const reminder = z.object({
  rid: z.number(),
  text: z.string(),
  dueDate: z.string(),
  projectId: z.number(),
  projectName: z.string(),
  address: z.string(),
  overdue: z.boolean(),
});
export type Reminder = z.infer<typeof reminder>;

export const createReminderBody = z.object({
  text: text('text', 500),
  dueDate: requiredDate('dueDate'),
  projectId: id('projectId', MSG.reminderProject),
  address: optionalText('address', 200),
});
export type CreateReminderBody = z.input<typeof createReminderBody>;

export const completeReminderBody = z.object({ reminderId: id('id') });

export const notification = z.object({
  id: z.number(),
  message: z.string(),
  read: z.boolean(),
  projectId: z.number().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationUpdateBody = z.object({ id: id('id') });
