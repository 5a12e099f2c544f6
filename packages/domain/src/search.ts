/**
 * Text as a project search compares it: lower case, without accents ("José" and "JOSE" are both
 * "jose"). The server folds the search with it, and the browser decides with it whether a project
 * it patched still matches a list's search.
 */
export function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}
