import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusPageHeading } from '../../lib/page-heading.js';

/**
 * After a move to another page, focus goes to the new page's heading: a screen reader reads where the
 * person arrived, and Tab goes on from the top of the new page rather than from wherever the old
 * page's control stood. The first page load keeps the browser's own start. Placed after the page in
 * its Suspense boundary, so it runs once the page has committed.
 */
export function FocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    focusPageHeading();
  }, [pathname]);
  return null;
}
