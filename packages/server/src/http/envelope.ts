import { problemOf, type Envelope, type ErrorEnvelope, type Message, type PagedEnvelope } from '@obra/domain';

export function ok<T>(queryData: T): Envelope<T> {
  return { querySuccess: true, queryData, queryError: null };
}

/** A refusal or failure: the Spanish message with its code, and the message's variable parts if any. */
export function failure(message: Message): ErrorEnvelope {
  const problem = problemOf(message);
  // Only a Message cast from plain text could miss; answering without a code would break clients.
  if (!problem) throw new Error(`No error code for the message: ${message}`);
  return {
    querySuccess: false,
    queryData: null,
    queryError: message,
    errorCode: problem.code,
    ...(problem.params ? { errorParams: { ...problem.params } } : {}),
  };
}

/** One page of a list: the SPEC §7 envelope with the cursor of the next page (null on the last). */
export function okPage<T>(page: { items: T[]; nextCursor: string | null }): PagedEnvelope<T> {
  return { ...ok(page.items), nextCursor: page.nextCursor };
}
