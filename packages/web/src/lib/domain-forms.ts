import type * as Forms from '@obra/domain/forms';

export type DomainForms = typeof Forms;

/**
 * The domain's form schemas (the server's rules), loaded on first use: they and zod would push a
 * page past its weight budget (e2e/tests/budgets.spec.ts). zod is set up for the page's CSP first,
 * before the schema module builds its first object.
 */
export async function domainForms(): Promise<DomainForms> {
  await import('./zod-setup.js');
  return import('@obra/domain/forms');
}
