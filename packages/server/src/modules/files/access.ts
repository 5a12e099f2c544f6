import { eq } from 'drizzle-orm';
import { actingCompanyId, type Principal } from '../../auth/principal.js';
import type { Queryable } from '../../db/client.js';
import { companies, users } from '../../db/schema.js';
import { companiesOfPerson, isPersonOfCompany } from '../account/queries.js';
import { mayReadInvoice } from '../invoices/access.js';
import { mayReadPhotoFile } from '../media/access.js';

/**
 * Whether the caller may download a stored file. A logo is seen by its own account, by the
 * people who work with its company (workers, clients), and by the company of a person. A photo
 * and its thumbnail are seen by whoever may see its job's, project's or chat's photos.
 */
export async function mayReadFile(db: Queryable, principal: Principal, name: string): Promise<boolean> {
  if (name.endsWith('.pdf')) return mayReadInvoice(db, principal, name); // invoices: modules/invoices/access.ts
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.logo, name));
  if (company) {
    if (actingCompanyId(principal) === company.id) return true;
    return principal.kind === 'user' && (await companiesOfPerson(db, principal.userId)).includes(company.id);
  }
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.logo, name));
  if (person) {
    if (principal.kind === 'user' && principal.userId === person.id) return true;
    const companyId = actingCompanyId(principal);
    return companyId !== null && (await isPersonOfCompany(db, companyId, person.id));
  }
  const photo = await mayReadPhotoFile(db, principal, name);
  if (photo !== null) return photo;
  return false;
}
