// What a project says to people: notifications, photos and files, chat messages and who read them.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { type NotificationEvent } from '@obra/domain';
import { inList, createdAt } from './columns.js';
import { companies, users } from './accounts.js';
import { projects, projectRef, jobs } from './projects.js';

/** Sent to a company (its admins read them too) or to one person. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** A NotificationEvent: written out in the reader's language when read. */
    event: jsonb('event').$type<NotificationEvent>().notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_recipient_check', sql`num_nonnulls(${t.companyId}, ${t.userId}) = 1`),
    index('notifications_company_idx').on(t.companyId, t.id),
    index('notifications_user_idx').on(t.userId, t.id),
  ],
);

/** A photo: of a job, of the project itself, or sent in the project's chat. */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The stored file's server-made name, and its thumbnail's. */
    name: text('name').notNull(),
    thumbName: text('thumb_name'),
    /** The name the uploader's device gave it, shown only as a caption. */
    originalName: text('original_name').notNull().default(''),
    uploadedByCompanyId: integer('uploaded_by_company_id').references(() => companies.id, { onDelete: 'set null' }),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Bytes stored for the photo and its thumbnail: what the plan's storage quota counts. */
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('media_kind_check', inList('kind', ['job', 'project', 'chat'])),
    check('media_job_check', sql`(${t.kind} = 'job') = (${t.jobId} is not null)`),
    uniqueIndex('media_name_idx').on(t.name),
    index('media_thumb_idx').on(t.thumbName),
    index('media_project_idx').on(t.projectId),
    index('media_job_idx').on(t.jobId),
  ],
);

/** A chat message of a project; `origin` is the sender's authType (SPEC §3 messageOrigin). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    text: text('text').notNull().default(''),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    origin: integer('origin').notNull(),
    senderCompanyId: integer('sender_company_id').references(() => companies.id, { onDelete: 'set null' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_origin_check', sql`${t.origin} between 1 and 4`),
    index('messages_project_idx').on(t.projectId, t.id),
  ],
);

/** How far each reader (a company account or a person) has read a project's chat. */
export const messageReads = pgTable(
  'message_reads',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    readerCompanyId: integer('reader_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    readerUserId: integer('reader_user_id').references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
  },
  (t) => [
    check('message_reads_reader_check', sql`num_nonnulls(${t.readerCompanyId}, ${t.readerUserId}) = 1`),
    uniqueIndex('message_reads_company_idx').on(t.projectId, t.readerCompanyId),
    uniqueIndex('message_reads_user_idx').on(t.projectId, t.readerUserId),
  ],
);
