import { z } from 'zod';
import { DEFAULT_JOB_COMMENTS, MAX_JOBS_PER_PROJECT } from '../limits/projects.js';
import { invalidMessage, requiredMessage } from '../messages.js';
import { JOB_STATUSES, PROJECT_STATUSES } from '../statuses.js';
import {
  city,
  endNotBeforeStart,
  id,
  money,
  optionalDate,
  optionalText,
  projectAddress,
  replaceableText,
  requiredDate,
  state,
  text,
  zip,
} from './fields.js';

const jobStatus = z.enum(JOB_STATUSES, { error: invalidMessage('jobStatus') });
const projectStatus = z.enum(PROJECT_STATUSES, { error: invalidMessage('status') });

/** One job as the project form and the job modal send it (SPEC §3 project item). */
export const jobInput = z
  .object({
    id: id('id').optional(),
    itemName: text('itemName', 120),
    itemStatus: jobStatus.optional(),
    itemStartDate: optionalDate('startDate'),
    itemEndDate: optionalDate('endDate'),
    itemPrice: money('itemPrice'),
    itemLabor: money('itemLabor'),
    /**
     * The job's labor: true, from its time entries at each worker's rate (itemLabor is then ignored);
     * false, the itemLabor typed by hand. Left out, an itemLabor other than the saved one is typed by hand.
     */
    laborFromHours: z.boolean({ error: invalidMessage('itemLabor') }).optional(),
    /** Left out: the saved comments stay. Empty (or null): back to SPEC's default, 'Comments / Details'. */
    comments: replaceableText('comments', 2000).transform((v) =>
      v === undefined ? undefined : v || DEFAULT_JOB_COMMENTS,
    ),
    /** 'id#name' or 'Unassigned'; the id names the worker, a userId in the body is ignored. */
    assignee: z.string().trim().max(200).nullish(),
  })
  .superRefine(endNotBeforeStart('itemStartDate', 'itemEndDate'));
export type JobInput = z.input<typeof jobInput>;
export type JobParsed = z.output<typeof jobInput>;

export const projectInput = z
  .object({
    name: text('name', 120),
    address: projectAddress(),
    city: city(),
    state: state(),
    zip: zip(),
    startDate: requiredDate('startDate'),
    endDate: requiredDate('endDate'),
    description: text('description', 4000),
    type: optionalText('type', 60),
    price: money('price'),
    status: projectStatus.optional(),
    clientId: z.coerce
      .number()
      .int()
      .min(0)
      .nullish()
      .transform((v) => v ?? 0),
    projectItems: z
      .array(jobInput)
      .max(MAX_JOBS_PER_PROJECT, `Un proyecto puede tener como máximo ${MAX_JOBS_PER_PROJECT} trabajos`)
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine(endNotBeforeStart('startDate', 'endDate'));
export type ProjectInput = z.input<typeof projectInput>;
export type ProjectParsed = z.output<typeof projectInput>;

export const projectUpdateInput = z.intersection(z.object({ id: id('id') }), projectInput);

export const updateStatusBody = z.object({
  projectId: id('projectId'),
  status: z.enum(PROJECT_STATUSES, { error: requiredMessage('status') }),
});

export const updateJobBody = z.intersection(z.object({ id: id('id'), projectId: id('projectId') }), jobInput);
export type UpdateJobBody = z.input<typeof updateJobBody>;

export const deleteProjectBody = z.object({ projectId: id('projectId') });
export const deleteJobBody = z.object({ jobId: id('id'), projectId: id('projectId') });

export const companyIdQuery = z.object({ companyId: id('id') });
export const userIdQuery = z.object({ userId: id('userId') });
export const projectIdQuery = z.object({ projectId: id('projectId') });

/** A job as the project answers carry it; cost, labor and profit only for the owner side. */
export const job = z.object({
  id: z.number(),
  projectId: z.number(),
  itemName: z.string(),
  itemStatus: jobStatus,
  itemStartDate: z.string().nullable(),
  itemEndDate: z.string().nullable(),
  itemPrice: z.number(),
  itemLabor: z.number().optional(),
  /** Whether the labor was typed by the company (true) or comes from the time entries (false). */
  laborManual: z.boolean().optional(),
  itemCost: z.number().optional(),
  itemProfit: z.number().optional(),
  comments: z.string(),
  userId: z.number(),
  assignee: z.string(),
});
export type Job = z.infer<typeof job>;

export const project = z.object({
  id: z.number(),
  companyId: z.number(),
  clientId: z.number(),
  clientName: z.string(),
  companyName: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  price: z.number(),
  type: z.string(),
  status: projectStatus,
  description: z.string(),
  unreadMessages: z.number(),
  progress: z.number().nullable(),
  cost: z.number().optional(),
  labor: z.number().optional(),
  profit: z.number().optional(),
  projectItems: z.array(job),
});
export type Project = z.infer<typeof project>;

/** A job as the jobs lists carry it (SPEC §3 "Job as listed"). */
export const listedJob = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  clientName: z.string(),
  projectName: z.string(),
  companyName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  details: z.string(),
  status: jobStatus,
  assignee: z.string(),
  userId: z.number(),
  proid: z.number(),
});
export type ListedJob = z.infer<typeof listedJob>;

export const assigneeOption = z.object({ userId: z.number(), name: z.string(), assignee: z.string() });
export type AssigneeOption = z.infer<typeof assigneeOption>;

export const projectSaved = z.object({ id: z.number() });
