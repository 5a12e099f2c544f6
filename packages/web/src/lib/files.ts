import { useQuery } from '@tanstack/react-query';
import { storedToken } from './api.js';

/** A stored file (photo, logo, invoice PDF), asked for with the session's bearer token. */
function fetchStoredFile(url: string): Promise<Response> {
  return fetch(url, { headers: { authorization: `Bearer ${storedToken() ?? ''}` } });
}

/**
 * Stored files are served only to callers who may see them, with the bearer token, so an <img>
 * cannot load them by URL: they are fetched and shown from an object URL instead.
 */
export function useFileUrl(name: string | null | undefined): string | null {
  const query = useQuery({
    queryKey: ['file', name],
    enabled: Boolean(name),
    staleTime: Infinity,
    queryFn: async () => {
      const response = await fetchStoredFile(`/api/files/${encodeURIComponent(name!)}`);
      if (!response.ok) return null;
      return URL.createObjectURL(await response.blob());
    },
  });
  // The object URL lives as long as the page: the query cache may hand it to the next screen.
  return query.data ?? null;
}

/**
 * Opens a stored file (served only with the bearer token) in a new tab. The tab is opened at the
 * click, before the download, so that no popup blocker stops it; when no tab could be opened the
 * file is saved instead.
 */
export async function openStoredFile(url: string, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await fetchStoredFile(url);
    if (!response.ok) throw new Error(String(response.status));
    const objectUrl = URL.createObjectURL(await response.blob());
    if (tab) {
      tab.location.href = objectUrl;
    } else {
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = fileName;
      link.click();
    }
    // The tab has loaded it by then; the page keeps no copy.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
