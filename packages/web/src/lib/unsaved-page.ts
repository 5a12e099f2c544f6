import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirm } from './feedback.js';

/**
 * A page form with unsaved changes (the account page): leaving it by one of the app's links asks
 * first, and closing or reloading the tab gets the browser's own question.
 */
export function useUnsavedPage(unsaved: boolean): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const latest = useRef({ t, navigate });
  latest.current = { t, navigate };

  useEffect(() => {
    if (!unsaved) return;
    const onLeave = (event: BeforeUnloadEvent) => event.preventDefault();
    // Before the router's own handler (React listens at the app's root, under the document).
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== location.origin) return;
      if (link.closest('[role="dialog"]')) return;
      const to = link.pathname + link.search + link.hash;
      if (to === location.pathname + location.search + location.hash) return;
      event.preventDefault();
      event.stopPropagation();
      const { t: text, navigate: go } = latest.current;
      void confirm(text('app.discardChanges')).then((leave) => {
        if (leave) void go(to);
      });
    };
    window.addEventListener('beforeunload', onLeave);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onLeave);
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved]);
}
