/**
 * Packages that hold tens of megabytes once loaded (sharp's libvips ~33 MB, pdfkit's fonts ~29 MB)
 * and serve only some requests (a photo, an invoice): loaded at their first use rather than at
 * start, so an idle server does not carry them.
 */
function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

export const loadSharp = onFirstUse(async () => (await import('sharp')).default);
export const loadPdfkit = onFirstUse(async () => (await import('pdfkit')).default);

export type SharpModule = Awaited<ReturnType<typeof loadSharp>>;
