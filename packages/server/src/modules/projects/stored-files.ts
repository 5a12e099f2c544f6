import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { estimates, invoices, media } from '../../db/schema.js';

/**
 * The stored files (photos, thumbnails, invoice PDFs, approved estimates' signatures) whose rows go with a project or a job when
 * it is deleted. They are removed from storage only after the deletion commits.
 */
export async function storedFilesOf(tx: Tx, owner: { projectId: number } | { jobId: number }): Promise<string[]> {
  const photos = await tx
    .select({ name: media.name, thumbName: media.thumbName })
    .from(media)
    .where('projectId' in owner ? eq(media.projectId, owner.projectId) : eq(media.jobId, owner.jobId));
  const names = photos.flatMap((p) => (p.thumbName ? [p.name, p.thumbName] : [p.name]));
  if ('projectId' in owner) {
    const pdfs = await tx
      .select({ fileName: invoices.fileName })
      .from(invoices)
      .where(eq(invoices.projectId, owner.projectId));
    // Invoices of "Getting paid" keep no file ('').
    names.push(...pdfs.flatMap((i) => (i.fileName ? [i.fileName] : [])));
    const signatures = await tx
      .select({ name: estimates.signatureFile })
      .from(estimates)
      .where(eq(estimates.projectId, owner.projectId));
    names.push(...signatures.flatMap((e) => (e.name ? [e.name] : [])));
  }
  return names;
}
