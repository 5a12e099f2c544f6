import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadEnglish, loadWorkTexts } from '../lib/i18n.js';
import { fakeMatchMedia } from './media.js';

// The app loads English and the signed-in screens' texts on demand; screens under test get them at once.
await Promise.all([loadEnglish(), loadWorkTexts()]);

// A lazily loaded piece (the signed-in header's buttons) can take over a second to arrive on a busy
// two-core CI machine; findBy* and waitFor wait for it instead of failing at Testing Library's 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// jsdom lacks what Mantine asks the browser for.
Object.defineProperty(window, 'matchMedia', { writable: true, value: fakeMatchMedia(false) });
window.HTMLElement.prototype.scrollIntoView = () => undefined;
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
// Mantine's autosizing textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
