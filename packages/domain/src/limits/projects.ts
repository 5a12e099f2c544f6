// Limits and messages of projects, apart from the zod schemas: the web app shows them without loading zod.

export const DEFAULT_JOB_COMMENTS = 'Comments / Details';

/**
 * A job's comments as a form shows them for editing: SPEC's default is a placeholder, not text to
 * erase (saving them empty gives the default back).
 */
export const editableComments = (comments: string) => (comments === DEFAULT_JOB_COMMENTS ? '' : comments);

/** More jobs than any real project has; keeps one request bounded. */
export const MAX_JOBS_PER_PROJECT = 200;
