import { useEffect } from 'react';
import { pageRendered } from '../lib/page-ready.js';

/** Placed after the page in its Suspense boundary: its effect runs once the page itself has committed. */
export function PageReady() {
  useEffect(pageRendered, []);
  return null;
}
