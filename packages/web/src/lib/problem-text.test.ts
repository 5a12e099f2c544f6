import { afterEach, describe, expect, it } from 'vitest';
import {
  ALL_ERROR_CODES,
  FIELD_LABELS,
  MSG,
  planLimitMessage,
  problemOf,
  requiredMessage,
  tooLongMessage,
  type Message,
} from '@obra/domain';
import { ApiError, settle } from './api.js';
import i18n, { setLanguage } from './i18n.js';
import { codeText } from './domain-text.js';
import { errorText } from './problem-text.js';

/** What the server answers for a refusal: the Spanish message with its code and parts. */
function refusal(message: Message) {
  const problem = problemOf(message)!;
  return {
    querySuccess: false,
    queryData: null,
    queryError: message,
    errorCode: problem.code,
    ...(problem.params && { errorParams: problem.params }),
  };
}

/** The text shown for the failure of a call answered with this envelope. */
function shownFor(status: number, envelope: Parameters<typeof settle>[1]): string {
  try {
    settle(status, envelope, { anonymous: true });
  } catch (error) {
    return errorText(error);
  }
  throw new Error('the call did not fail');
}

const SPANISH_WORDS = /[áéíóúñ¿¡]|\b(?:el|la|los|las|es|debe|puede|solo|del)\b/i;

describe('errors by code, in the reader’s language', () => {
  afterEach(() => setLanguage('es', false));

  it('shows a Spanish reader the server’s own message', () => {
    expect(shownFor(401, refusal(MSG.loginFailed))).toBe(MSG.loginFailed);
    expect(shownFor(400, refusal(requiredMessage('username')))).toBe('El usuario es obligatorio');
    expect(codeText({ code: 'CITY_FORMAT' })).toBe(MSG.city);
  });

  it('shows an English reader the English of the code, whatever the Spanish says', async () => {
    await setLanguage('en', false);
    expect(shownFor(401, refusal(MSG.loginFailed))).toBe('Wrong username or password');
    expect(shownFor(401, { ...refusal(MSG.loginFailed), queryError: 'otra redacción' })).toBe(
      'Wrong username or password',
    );
    expect(codeText({ code: 'CITY_FORMAT' })).toBe('The city must start with a capital letter');
  });

  it('words the variable parts in English: the field, its limit, the plan', async () => {
    await setLanguage('en', false);
    expect(shownFor(400, refusal(requiredMessage('username')))).toBe('The username is required');
    expect(shownFor(400, refusal(requiredMessage('comments')))).toBe('The comments are required');
    expect(shownFor(400, refusal(tooLongMessage('name', 80)))).toBe('The name cannot be longer than 80 characters');
    expect(shownFor(400, refusal(requiredMessage('nickname')))).toBe('The field nickname is required');
    expect(shownFor(409, refusal(planLimitMessage('plus', 'activeProjects')))).toBe(
      'Your Plus plan allows at most 3 active projects. Change your plan to add more.',
    );
    expect(codeText({ code: 'PHOTO_JOB_LIMIT', params: { available: 2, max: 6 } })).toBe(
      'Only 6 photos can be uploaded as part of a job. Photos still available: 2',
    );
    expect(codeText({ code: 'STORAGE_FULL', params: { plan: 'max', gigabytes: 25 } })).toContain(
      'of the Max plan (25 GB)',
    );
  });

  it('says what the web app itself names, in either language', async () => {
    expect(shownFor(403, refusal(MSG.forbidden))).toBe(MSG.forbidden);
    expect(shownFor(502, null)).toBe(MSG.serverError);
    await setLanguage('en', false);
    // SPEC §8: a 403 reads "Unauthorized to make this call".
    expect(shownFor(403, { ...refusal(MSG.notFound), queryError: 'otra cosa' })).toBe('Unauthorized to make this call');
    expect(shownFor(502, null)).toBe('The server had a problem. Please try again.');
    expect(errorText(new ApiError(null, { code: 'NO_RESPONSE' }, MSG.noOperation))).toBe(
      'The operation could not be completed',
    );
  });

  it('keeps the Spanish of a code this build does not know, and the text of any other error', async () => {
    await setLanguage('en', false);
    expect(
      shownFor(400, { querySuccess: false, queryData: null, queryError: 'Algo nuevo', errorCode: 'NEW_CODE' }),
    ).toBe('Algo nuevo');
    expect(errorText(new Error('roto'))).toBe('roto');
    expect(errorText('texto')).toBe('texto');
  });

  it('has English for every code and every field, with no Spanish left in it', async () => {
    await setLanguage('en', false);
    for (const code of ALL_ERROR_CODES) {
      expect(i18n.exists(`errors.${code}`), code).toBe(true);
      expect(i18n.t(`errors.${code}`), code).not.toMatch(SPANISH_WORDS);
    }
    for (const field of Object.keys(FIELD_LABELS)) expect(i18n.exists(`fieldLabels.${field}`), field).toBe(true);
  });
});
