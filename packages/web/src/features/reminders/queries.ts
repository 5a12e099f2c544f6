import { AUTH_TYPE, type Reminder } from '@obra/domain';
import { qs } from '../../lib/api.js';
import { pagedQuery } from '../../lib/paged-query.js';
import { PAGE_ROWS } from '../../lib/paged-query.js';
import type { SessionScope } from '../../lib/session.js';

export const remindersKey = (companyId: number | null) => ['reminders', companyId] as const;

/** The company's open reminders, soonest first, a page at a time (the projects screen counts from the same cache). */
export function remindersQuery({ authType, companyId }: SessionScope, limit = PAGE_ROWS) {
  return pagedQuery<Reminder, readonly unknown[]>(
    [...remindersKey(companyId), { limit }],
    `/reminders/getByCompany${qs({ companyId: companyId ?? 0, limit })}`,
    (authType === AUTH_TYPE.company || authType === AUTH_TYPE.contractor) && companyId !== null,
  );
}
