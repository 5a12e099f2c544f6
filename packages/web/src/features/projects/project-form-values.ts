import {
  COMPANY_SETTABLE_STATUSES,
  UNASSIGNED,
  centsToDollars,
  editableComments,
  joinAddress,
  parseMoney,
  projectWorthCents,
  streetOf,
  type JobStatus,
  type Project,
  type ProjectStatus,
} from '@obra/domain';
import { schemaResolver } from '../../lib/schema-resolver.js';
import type { ProjectBody } from './api.js';

/** One job of the project form, as typed. */
export interface JobRow {
  /** The saved job's id; absent for a row added in this form. */
  jobId?: number;
  itemName: string;
  itemStatus?: JobStatus;
  itemStartDate: string;
  itemEndDate: string;
  itemPrice: string;
  itemLabor: string;
  /** The labor comes from the job's clocked hours (issue 13) rather than the figure typed. */
  laborFromHours: boolean;
  /** Dollars of expenses, kept by the server; read-only here. */
  itemCost: number;
  comments: string;
  assignee: string;
}

export interface ProjectFormValues {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  startDate: string;
  endDate: string;
  description: string;
  type: string;
  clientId: string;
  status: ProjectStatus;
  /** Dollars as typed; the project's price only while it has no jobs (PRODUCT.md). */
  price: string;
  jobs: JobRow[];
}

/** The server's project rules, as the form holds the values (street apart, dollars as typed). */
export const projectResolver = schemaResolver<ProjectFormValues>((forms) => forms.projectForm);

/** Cents of a money field as typed, or 0 while it is empty or not yet a valid amount. */
export const centsOf = (value: string) => {
  const parsed = parseMoney(value === '' ? '0' : value);
  return parsed.ok ? parsed.cents : 0;
};

/** What the project is worth as the form stands: the sum of its jobs, else the price typed. */
export const formWorthCents = (values: Pick<ProjectFormValues, 'price' | 'jobs'>) =>
  projectWorthCents(
    centsOf(values.price),
    values.jobs.map((job) => centsOf(job.itemPrice)),
  );

/** Saved dollars as the form shows them: always with cents (1400.5 reads 1400.50). */
const dollarsText = (n: number | undefined) => (n ?? 0).toFixed(2);

export const emptyJob = (): JobRow => ({
  itemName: '',
  itemStartDate: '',
  itemEndDate: '',
  itemPrice: '',
  itemLabor: '',
  laborFromHours: true,
  itemCost: 0,
  comments: '',
  assignee: UNASSIGNED,
});

export function initialValues(project: Project | undefined): ProjectFormValues {
  if (!project) {
    return {
      name: '',
      street: '',
      city: '',
      state: '',
      zip: '',
      startDate: '',
      endDate: '',
      description: '',
      type: '',
      clientId: '0',
      // Without a client nobody could approve the project: it starts in progress.
      status: 'IN_PROGRESS',
      price: '',
      jobs: [],
    };
  }
  return {
    name: project.name,
    street: streetOf(project.address),
    city: project.city,
    state: project.state,
    zip: project.zip,
    startDate: project.startDate ?? '',
    endDate: project.endDate ?? '',
    description: project.description,
    type: project.type,
    clientId: String(project.clientId),
    status: project.clientId === 0 && project.status === 'CLIENT_APPROVAL' ? 'IN_PROGRESS' : project.status,
    price: dollarsText(project.price),
    jobs: project.projectItems.map((job) => ({
      jobId: job.id,
      itemName: job.itemName,
      itemStatus: job.itemStatus,
      itemStartDate: job.itemStartDate ?? '',
      itemEndDate: job.itemEndDate ?? '',
      itemPrice: dollarsText(job.itemPrice),
      itemLabor: dollarsText(job.itemLabor),
      laborFromHours: job.laborManual !== true,
      itemCost: job.itemCost ?? 0,
      comments: editableComments(job.comments),
      assignee: job.userId === -1 ? UNASSIGNED : job.assignee,
    })),
  };
}

/** What the API takes from the form's values (SPEC §3: the address as 'street, city, state, zip'). */
export function projectBody(values: ProjectFormValues, project: Project | undefined): ProjectBody {
  const statusChanged = !project || values.status !== project.status;
  return {
    ...(project ? { id: project.id } : {}),
    name: values.name.trim(),
    address: joinAddress(values.street, values.city, values.state, values.zip),
    city: values.city.trim(),
    state: values.state.trim(),
    zip: values.zip.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    description: values.description.trim(),
    type: values.type.trim(),
    price: centsToDollars(formWorthCents(values)).toFixed(2),
    ...(statusChanged ? { status: values.status } : {}),
    clientId: Number(values.clientId) || 0,
    projectItems: values.jobs.map((job) => ({
      ...(job.jobId ? { id: job.jobId } : {}),
      itemName: job.itemName.trim(),
      itemStartDate: job.itemStartDate || null,
      // SPEC §4: on save a missing end date becomes the start date.
      itemEndDate: job.itemEndDate || job.itemStartDate || null,
      itemPrice: job.itemPrice.trim() === '' ? '0' : job.itemPrice.trim(),
      itemLabor: job.itemLabor.trim() === '' ? '0' : job.itemLabor.trim(),
      laborFromHours: job.laborFromHours,
      comments: job.comments,
      assignee: job.assignee || UNASSIGNED,
    })),
  };
}

/** Whether the company may put a project in this status now: approval needs a client to give it. */
export function offeredStatuses(clientId: string): ProjectStatus[] {
  return COMPANY_SETTABLE_STATUSES.filter((s) => s !== 'CLIENT_APPROVAL' || clientId !== '0');
}
