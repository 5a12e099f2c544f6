import { describe, expect, it } from 'vitest';
import { ALL_ERROR_CODES, ERROR_CODES, isErrorCode, type ErrorCode } from './error-codes.js';
import { MAX_PHOTOS_PER_JOB, PHOTO_MSG } from './limits/media.js';
import { UPLOAD_MSG } from './limits/uploads.js';
import { FIELD_LABELS, MSG, invalidMessage, requiredMessage, tooLongMessage } from './messages.js';
import { PLANS, PLAN_LIMITS, planLimitMessage, type LimitKind } from './plans.js';
import { MESSAGE_TABLES, problemOf, spanishOf } from './problems.js';

/** Every fixed message of every table with the code it was given. */
const fixed = Object.entries(MESSAGE_TABLES).flatMap(([table, messages]) =>
  Object.entries(messages)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => {
      const code = (ERROR_CODES as Record<string, Record<string, ErrorCode>>)[table]?.[key];
      return { where: `${table}.${key}`, text, code };
    }),
);

/** One message of every writer, as the server writes them. */
const writtenSamples = () => [
  requiredMessage('name'),
  invalidMessage('projectId'),
  tooLongMessage('comments', 2000),
  planLimitMessage('plus', 'activeProjects'),
  PHOTO_MSG.jobLimit(2),
  UPLOAD_MSG.storageFull('max'),
];

describe('ERROR_CODES: one stable code per message', () => {
  it('gives every fixed message a code', () => {
    expect(fixed.filter((m) => m.code === undefined).map((m) => m.where)).toEqual([]);
  });

  it('gives each distinct message exactly one code, and each code exactly one message', () => {
    const codeOfText = new Map<string, Set<string>>();
    const textOfCode = new Map<string, Set<string>>();
    for (const { text, code } of fixed) {
      codeOfText.set(text, (codeOfText.get(text) ?? new Set()).add(code!));
      textOfCode.set(code!, (textOfCode.get(code!) ?? new Set()).add(text));
    }
    expect([...codeOfText].filter(([, codes]) => codes.size > 1)).toEqual([]);
    expect([...textOfCode].filter(([, texts]) => texts.size > 1)).toEqual([]);
    const writerCodes = Object.values(ERROR_CODES.written);
    expect(writerCodes.filter((code) => textOfCode.has(code))).toEqual([]);
    expect(new Set(writerCodes).size).toBe(writerCodes.length);
    expect(ALL_ERROR_CODES).toHaveLength(textOfCode.size + writerCodes.length);
  });

  it('writes codes in capitals and underscores, as clients compare them', () => {
    for (const code of ALL_ERROR_CODES) expect(code).toMatch(/^[A-Z]+(?:_[A-Z0-9]+)*$/);
    expect(isErrorCode('FORBIDDEN')).toBe(true);
    expect(isErrorCode('forbidden')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it('tells a message’s code from its text, and the text from the code', () => {
    for (const { text, code } of fixed) {
      expect(problemOf(text), text).toEqual({ code });
      expect(spanishOf({ code: code! })).toBe(text);
    }
    expect(problemOf(MSG.forbidden)).toEqual({ code: 'FORBIDDEN' });
    expect(problemOf('Algo que nadie escribió')).toBeUndefined();
  });

  it('gives a written message its writer’s code and the parts it was written from', () => {
    expect(problemOf(requiredMessage('name'))).toEqual({ code: 'FIELD_REQUIRED', params: { field: 'name' } });
    expect(problemOf(tooLongMessage('comments', 2000))).toEqual({
      code: 'FIELD_TOO_LONG',
      params: { field: 'comments', max: 2000 },
    });
    expect(problemOf(planLimitMessage('plus', 'activeProjects'))).toEqual({
      code: 'PLAN_LIMIT',
      params: { plan: 'plus', kind: 'activeProjects', limit: 3 },
    });
    expect(problemOf(PHOTO_MSG.jobLimit(-1))).toEqual({
      code: 'PHOTO_JOB_LIMIT',
      params: { available: 0, max: MAX_PHOTOS_PER_JOB },
    });
    expect(problemOf(UPLOAD_MSG.storageFull('max'))).toEqual({
      code: 'STORAGE_FULL',
      params: { plan: 'max', gigabytes: 25 },
    });
    for (const text of writtenSamples()) expect(spanishOf(problemOf(text)!)).toBe(text);
  });

  it('never writes one message for two problems', () => {
    const labels = Object.values(FIELD_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
    const written = [
      ...Object.keys(FIELD_LABELS).flatMap((f) => [requiredMessage(f), invalidMessage(f), tooLongMessage(f, 100)]),
      ...PLANS.flatMap((plan) =>
        (Object.keys(PLAN_LIMITS[plan]) as LimitKind[]).map((kind) => planLimitMessage(plan, kind)),
      ),
      ...PLANS.map((plan) => UPLOAD_MSG.storageFull(plan)),
    ];
    expect(new Set(written).size).toBe(written.length);
    // "El correo electrónico no es válido" is both a table's message and a field's: it keeps the table's code.
    for (const { text, code } of fixed.filter((m) => written.includes(m.text as never))) {
      expect(problemOf(text)).toEqual({ code });
    }
  });

  it('answers the server’s generic failure for a problem it cannot write', () => {
    expect(spanishOf({ code: 'PLAN_LIMIT', params: { plan: 'gold', kind: 'activeProjects' } })).toBe(MSG.serverError);
  });
});
