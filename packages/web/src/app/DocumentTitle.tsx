import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { es } from '../locales/es.js';

export type TitleKey = keyof (typeof es)['titles'];

/** Each page names itself in the tab, the history and a screen reader's announcement of the page. */
export function DocumentTitle({
  titles,
  namesItself = () => false,
}: {
  titles: Record<string, TitleKey>;
  /** Pages that set their own title from what they show (a client's share page: its document). */
  namesItself?: (pathname: string) => boolean;
}) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const key = titles[pathname.replace(/(.)\/$/, '$1')] ?? 'notFound';
  const own = namesItself(pathname);
  useEffect(() => {
    if (!own) document.title = t(`titles.${key}`);
  }, [t, key, own, i18n.language]);
  return null;
}
