import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { domainForms, type DomainForms } from './domain-forms.js';

/**
 * A form's resolver that checks its values with a schema loaded on the form's first check (with
 * zod and the resolver), not with the page, showing each message in the reader's language. `load`
 * must set zod up before it builds a schema (zod-setup.ts). Make one per form, at module level.
 */
export function lazySchemaResolver<T extends FieldValues>(load: () => Promise<ZodType>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([load(), import('./zod-resolver.js')]).then(([schema, { translatedResolver }]) =>
      translatedResolver<T>(schema),
    );
    return (await resolver)(values, context, options);
  };
}

/** A form's resolver over one of the domain's form schemas, the server's own rules. */
export function schemaResolver<T extends FieldValues>(pick: (forms: DomainForms) => ZodType): Resolver<T> {
  return lazySchemaResolver<T>(async () => pick(await domainForms()));
}
