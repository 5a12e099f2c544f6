import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A form's resolver that checks its values with a schema of the domain, the server's own rules
 * (`@obra/domain/forms`), showing each message in the reader's language. zod and the schema load on
 * the form's first check, not with the page: they would push a signed-in screen past its weight
 * budget (e2e/tests/budgets.spec.ts). Make one per form, at module level, so the load happens once.
 */
export function schemaResolver<T extends FieldValues>(load: () => Promise<ZodType>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    // zod's settings must be in place before the schema module builds its first object.
    resolver ??= import('./zod-resolver.js').then(async ({ translatedResolver }) =>
      translatedResolver<T>(await load()),
    );
    return (await resolver)(values, context, options);
  };
}
