import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Language } from '@obra/domain';
import { addTexts, setLanguage } from '../../lib/i18n.js';
import { shareTexts } from '../../locales/share/index.js';

// The share pages' texts come with their chunk, in both languages.
addTexts(shareTexts);

/**
 * Loads a shared document and, the first time, switches the page to the document's language
 * before showing it (no flash of the other language). Later answers (after an approval, a
 * refetch) leave the reader's own choice of the switch alone.
 */
export function useSharedDocument<T extends { language: Language }>(
  queryKey: readonly unknown[],
  fetch: () => Promise<T>,
) {
  const languageSet = useRef(false);
  return useQuery({
    queryKey,
    queryFn: async () => {
      const document = await fetch();
      if (!languageSet.current) {
        languageSet.current = true;
        await setLanguage(document.language, false);
      }
      return document;
    },
  });
}
