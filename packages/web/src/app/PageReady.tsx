import { useEffect } from 'react';

/**
 * Placed after the page in its Suspense boundary: its effect runs once the page itself has
 * committed, and tells a visitor page's boot (boot/on-demand.ts) that what the visitor did before
 * the app loaded can now be replayed on live controls.
 */
export function PageReady() {
  useEffect(() => void window.dispatchEvent(new Event('obra:page-ready')), []);
  return null;
}
