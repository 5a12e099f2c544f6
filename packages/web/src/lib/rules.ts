import { checkCity, checkSignupPhone, checkState, checkZip, fieldRequired, type Rule } from '@obra/domain';
import { problemText } from './problem-text.js';

/** A shared domain rule as a react-hook-form validator, in the reader's language. */
export const validateWith =
  (rule: Rule) =>
  (value: string | undefined): true | string => {
    const problem = rule((value ?? '').trim());
    return problem ? problemText(problem) : true;
  };

export const required = (field: string) => ({
  required: problemText(fieldRequired(field)),
  validate: (value: unknown) =>
    typeof value === 'string' && value.trim() === '' ? problemText(fieldRequired(field)) : true,
});

export const cityRule = validateWith(checkCity);
export const stateRule = validateWith(checkState);
export const zipRule = validateWith(checkZip);
export const signupPhoneRule = validateWith(checkSignupPhone);
export const emailRule = validateWith((v) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? null : { code: 'EMAIL_FORMAT' }));
export const phoneRule = validateWith((v) => (v.replace(/\D/g, '').length === 10 ? null : { code: 'PHONE_FORMAT' }));
