import { AUTH_TYPE, type Reminder } from '@obra/domain';
import { qs } from '../../lib/api.js';
import { apiQuery } from '../../lib/api-query.js';
import type { SessionScope } from '../../lib/session.js';

export const remindersKey = (companyId: number | null) => ['reminders', companyId] as const;

/** The company's open reminders (the same cache the projects screen counts from). */
export function remindersQuery({ authType, companyId }: SessionScope) {
  return apiQuery<Reminder[], ReturnType<typeof remindersKey>>(
    remindersKey(companyId),
    `/reminders/getByCompany${qs({ companyId: companyId ?? 0 })}`,
    (authType === AUTH_TYPE.company || authType === AUTH_TYPE.contractor) && companyId !== null,
  );
}
