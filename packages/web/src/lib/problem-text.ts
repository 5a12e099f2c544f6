import { PLAN_NAMES, isPlan, type MessageParams, type Problem } from '@obra/domain';
import { ApiError } from './api.js';
import i18n from './i18n.js';

/** The parts of an English message that are words, not values: the field's name, the plan's, what it limits. */
function wordedParams(params: MessageParams = {}): Record<string, unknown> {
  const { field, plan, kind, limit } = params;
  return {
    ...params,
    ...(typeof field === 'string' && {
      label: i18n.t(`fieldLabels.${field}`, { defaultValue: i18n.t('fieldLabels.unknown', { field }) }),
      // i18next's context: "errors.FIELD_REQUIRED_comments" words a field whose name is plural.
      context: field,
    }),
    ...(typeof plan === 'string' && { planName: isPlan(plan) ? PLAN_NAMES[plan] : plan }),
    ...(typeof kind === 'string' && { limitText: i18n.t(`planLimits.${kind}`, { limit }) }),
  };
}

/**
 * A problem in the reader's language: the English catalogue's text by its code, or the Spanish.
 * `spanish` is the server's own wording when the problem came in an answer (domain-text.ts words
 * a problem the app names itself).
 */
export function problemText(problem: Problem, spanish: string): string {
  const key = `errors.${problem.code}`;
  return i18n.language === 'en' && i18n.exists(key) ? i18n.t(key, wordedParams(problem.params)) : spanish;
}

/** What to show for a failure caught anywhere: an answer's problem translated, else the error's own text. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.problem) return problemText(error.problem, error.message);
  return error instanceof Error ? error.message : String(error);
}
