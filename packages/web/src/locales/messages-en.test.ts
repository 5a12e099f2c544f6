import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MSG,
  CHAT_MSG,
  CONTACT_MSG,
  EXPENSE_MSG,
  FIELD_LABELS,
  INVOICE_MSG,
  MAX_PHOTOS_PER_JOB,
  MSG,
  PHOTO_MSG,
  PLANS,
  PLAN_LIMITS,
  invalidMessage,
  planLimitMessage,
  requiredMessage,
  tooLongMessage,
  UPLOAD_MSG,
  type LimitKind,
} from '@obra/domain';
import { setLanguage, translateMessage } from '../lib/i18n.js';
import { englishMessage } from './messages-en.js';

const SPANISH_ONLY = /[áéíóúñ¿¡]|\b(?:el|la|los|las|es|debe|puede|solo)\b/i;

function expectEnglish(spanish: string) {
  const english = englishMessage(spanish);
  expect(english, spanish).not.toBeNull();
  expect(english, spanish).not.toBe(spanish);
  expect(english, spanish).not.toMatch(SPANISH_ONLY);
}

const fixedTexts = (catalogue: Record<string, unknown>) =>
  Object.values(catalogue).filter((value): value is string => typeof value === 'string');

describe('English of the shared Spanish messages', () => {
  afterEach(() => setLanguage('es', false));

  it.each([
    ['MSG', MSG],
    ['ACCOUNT_MSG', ACCOUNT_MSG],
    ['EXPENSE_MSG', EXPENSE_MSG],
    ['PHOTO_MSG', PHOTO_MSG],
    ['CHAT_MSG', CHAT_MSG],
    ['CONTACT_MSG', CONTACT_MSG],
    ['INVOICE_MSG', INVOICE_MSG],
  ])('knows every fixed message of %s', (_, catalogue) => {
    for (const text of fixedTexts(catalogue)) expectEnglish(text);
  });

  it('knows the required, invalid and too-long message of every labelled field', () => {
    for (const field of Object.keys(FIELD_LABELS)) {
      expectEnglish(requiredMessage(field));
      expectEnglish(invalidMessage(field));
      expectEnglish(tooLongMessage(field, 120));
    }
    expect(englishMessage(requiredMessage('comments'))).toBe('The comments are required');
    expect(englishMessage(tooLongMessage('name', 80))).toBe('The name cannot be longer than 80 characters');
    expect(englishMessage(requiredMessage('nickname'))).toBe('The field nickname is required');
  });

  it('knows every plan limit and the photos still available on a job', () => {
    for (const plan of PLANS)
      for (const kind of Object.keys(PLAN_LIMITS[plan]) as LimitKind[])
        if (PLAN_LIMITS[plan][kind] !== null) expectEnglish(planLimitMessage(plan, kind));
    expect(englishMessage(planLimitMessage('plus', 'activeProjects'))).toBe(
      'Your Plus plan allows at most 3 active projects. Change your plan to add more.',
    );
    for (let available = 0; available <= MAX_PHOTOS_PER_JOB; available++) expectEnglish(PHOTO_MSG.jobLimit(available));
    expect(englishMessage(PHOTO_MSG.jobLimit(2))).toBe(
      `Only ${MAX_PHOTOS_PER_JOB} photos can be uploaded as part of a job. Photos still available: 2`,
    );
  });

  it('knows the upload quotas, each plan’s storage included', () => {
    expectEnglish(UPLOAD_MSG.personHourly);
    expectEnglish(UPLOAD_MSG.companyHourly);
    for (const plan of PLANS) expectEnglish(UPLOAD_MSG.storageFull(plan));
  });

  it('keeps the address of an invoice sent', () => {
    expect(englishMessage(INVOICE_MSG.sent('123 Main St, Ogden'))).toBe('123 Main St, Ogden: Invoice sent');
  });

  it('answers in the reader’s language and leaves an unknown message as it came', () => {
    expect(translateMessage(MSG.loginFailed)).toBe(MSG.loginFailed);
    setLanguage('en', false);
    expect(translateMessage(MSG.loginFailed)).toBe('Wrong username or password');
    expect(translateMessage(requiredMessage('username'))).toBe('The username is required');
    expect(translateMessage('Algo que nadie catalogó')).toBe('Algo que nadie catalogó');
  });
});
