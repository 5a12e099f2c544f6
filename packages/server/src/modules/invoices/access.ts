import { eq } from 'drizzle-orm';
import { can } from '@obra/domain';
import type { Principal } from '../../auth/principal.js';
import type { Queryable } from '../../db/client.js';
import { invoices, projects } from '../../db/schema.js';

/**
 * Whether the caller may download a stored invoice PDF: the company side of the invoice's company,
 * and the client it was sent to while they are still the project's client.
 */
export async function mayReadInvoice(db: Queryable, principal: Principal, name: string): Promise<boolean> {
  if (!name.endsWith('.pdf')) return false;
  const [row] = await db
    .select({ companyId: invoices.companyId, clientId: invoices.clientId, projectClientId: projects.clientId })
    .from(invoices)
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .where(eq(invoices.fileName, name));
  if (!row) return false;
  // A client reads the invoices sent to them only while they are still the project's client.
  const clientId = row.clientId === row.projectClientId ? row.clientId : null;
  return can(principal, 'invoice.view', { companyId: row.companyId, clientId });
}
