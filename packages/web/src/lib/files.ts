import { useQuery } from '@tanstack/react-query';
import { storedToken } from './api.js';

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
      const response = await fetch(`/api/files/${encodeURIComponent(name!)}`, {
        headers: { authorization: `Bearer ${storedToken() ?? ''}` },
      });
      if (!response.ok) return null;
      return URL.createObjectURL(await response.blob());
    },
  });
  // The object URL lives as long as the page: the query cache may hand it to the next screen.
  return query.data ?? null;
}
