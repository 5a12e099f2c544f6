import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Anchors (#pricing, #contact-form, #1, #plus…) scroll into view after client-side navigation too. */
export function ScrollToHash() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    // Lazy pages render a moment later; try until the target exists.
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      if (target || ++tries > 20) {
        window.clearInterval(timer);
        target?.scrollIntoView({ block: 'start' });
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [hash, pathname]);
  return null;
}
