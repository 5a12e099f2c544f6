import { createHmac, timingSafeEqual } from 'node:crypto';
import { MSG, isIsoDate } from '@obra/domain';
import { badRequest } from '../../http/errors.js';

/** One sort key's value as a cursor carries it: an id, a day, a name. */
export type KeyValue = number | string;
/** What each key of a list's order must look like when it comes back: checked before any SQL sees it. */
export type KeyKind = 'id' | 'day' | 'text';

const SIGNATURE_BYTES = 16;

const valid: Record<KeyKind, (value: unknown) => boolean> = {
  id: (v) => typeof v === 'number' && Number.isSafeInteger(v),
  // 'infinity' stands for "no date", which sorts after every day.
  day: (v) => typeof v === 'string' && (v === 'infinity' || isIsoDate(v)),
  text: (v) => typeof v === 'string' && v.length <= 1000,
};

/**
 * Cursors are `<payload>.<signature>`, both base64url: the payload is the JSON array
 * [list, ...keys of the last row given], the signature an HMAC of it with the server's secret.
 * A cursor changed by hand, or one of another list, fails the signature and gets a 400, so the
 * SQL only ever sees keys this server wrote.
 */
export class Cursors {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('obra page cursor').digest();
  }

  private sign(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, SIGNATURE_BYTES);
  }

  write(list: string, keys: readonly KeyValue[]): string {
    const payload = Buffer.from(JSON.stringify([list, ...keys])).toString('base64url');
    return `${payload}.${this.sign(payload).toString('base64url')}`;
  }

  /** The keys a cursor of `list` carries, checked against `kinds`; a 400 in Spanish otherwise. */
  read(list: string, cursor: string, kinds: readonly KeyKind[]): KeyValue[] {
    const [payload, signature, extra] = cursor.split('.');
    if (!payload || !signature || extra !== undefined) throw badRequest(MSG.pageCursor);
    const given = Buffer.from(signature, 'base64url');
    const expected = this.sign(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badRequest(MSG.pageCursor);
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      throw badRequest(MSG.pageCursor);
    }
    if (!Array.isArray(parsed) || parsed[0] !== list || parsed.length !== kinds.length + 1) {
      throw badRequest(MSG.pageCursor);
    }
    const keys = parsed.slice(1) as unknown[];
    if (!keys.every((value, i) => valid[kinds[i]!](value))) throw badRequest(MSG.pageCursor);
    return keys as KeyValue[];
  }
}
