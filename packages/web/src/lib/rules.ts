import { MSG, checkCity, checkSignupPhone, checkState, checkZip, requiredMessage, type Rule } from '@obra/domain';
import { translateMessage } from './i18n.js';

/** A shared domain rule as a react-hook-form validator, in the reader's language. */
export const validateWith =
  (rule: Rule) =>
  (value: string | undefined): true | string => {
    const message = rule((value ?? '').trim());
    return message ? translateMessage(message) : true;
  };

export const required = (field: string) => ({
  required: translateMessage(requiredMessage(field)),
  validate: (value: unknown) =>
    typeof value === 'string' && value.trim() === '' ? translateMessage(requiredMessage(field)) : true,
});

export const cityRule = validateWith(checkCity);
export const stateRule = validateWith(checkState);
export const zipRule = validateWith(checkZip);
export const signupPhoneRule = validateWith(checkSignupPhone);
export const emailRule = validateWith((v) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? null : MSG.email));
export const phoneRule = validateWith((v) => (v.replace(/\D/g, '').length === 10 ? null : MSG.phone));
