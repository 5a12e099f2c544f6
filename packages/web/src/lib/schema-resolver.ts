import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { domainForms, type DomainForms } from './domain-forms.js';

/**
 * A form's resolver that checks its values with one of the domain's form schemas, the server's own
 * rules, showing each message in the reader's language. The schemas, zod and the resolver load on
 * the form's first check, not with the page. Make one per form, at module level.
 */
export function schemaResolver<T extends FieldValues>(pick: (forms: DomainForms) => ZodType): Resolver<T> {
  let resolver: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([domainForms(), import('./zod-resolver.js')]).then(([forms, { translatedResolver }]) =>
      translatedResolver<T>(pick(forms)),
    );
    return (await resolver)(values, context, options);
  };
}
