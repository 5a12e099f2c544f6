import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { messageText } from './domain-text.js';

/** Whether a node of react-hook-form's error tree is one field's error (its children are nested fields). */
const isFieldError = (node: object): node is FieldError =>
  'type' in node && typeof (node as { message?: unknown }).message === 'string';

/** Each message of an error tree in the reader's language. */
function translate(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  if (isFieldError(node) && node.message) node.message = messageText(node.message);
  for (const [key, child] of Object.entries(node)) {
    // `ref` is the field's DOM element.
    if (key !== 'ref') translate(child);
  }
}

/**
 * react-hook-form's zod resolver over a domain schema, in raw mode: the form's submit gets its values
 * as typed and builds the API's body itself (hashing, joining the address), as the server parses it.
 */
export function translatedResolver<T extends FieldValues>(schema: ZodType): Resolver<T> {
  const resolve = zodResolver(schema as ZodType<unknown, T>, undefined, { raw: true }) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translate(result.errors as FieldErrors<T>);
    return result;
  };
}
