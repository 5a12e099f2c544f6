import { useEffect, useState } from 'react';

/**
 * Whether the element given to the returned ref has come onto the screen yet (and stays true once
 * it has): a part of a page below the fold loads its code then, not with the page's first paint.
 * Where the browser cannot tell (tests in jsdom), at once. A callback ref, as the element may be
 * drawn only after the page's data has arrived.
 */
export function useNearScreen<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return [setElement, near];
}
