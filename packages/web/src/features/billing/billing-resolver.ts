import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { lazySchemaResolver } from '../../lib/schema-resolver.js';

type BillingSchemas = typeof import('./billing-schemas.js');

/** A billing form's resolver over the contract's schemas, loaded (after zod's setup) on its first check. */
export function billingResolver<T extends FieldValues>(pick: (schemas: BillingSchemas) => ZodType): Resolver<T> {
  return lazySchemaResolver<T>(async () => {
    await import('../../lib/zod-setup.js');
    return pick(await import('./billing-schemas.js'));
  });
}
