import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the crew's offline data (lib/offline) keeps there.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { domainForms } from '../lib/domain-forms.js';
import { loadEnglish, loadWorkTexts } from '../lib/i18n.js';
import { fakeMatchMedia } from './media.js';
import { offlineDb } from '../lib/offline/db.js';

// The app loads English, the signed-in screens' texts and the forms' schemas on demand; screens
// under test get them at once (a busy machine would otherwise let a form's first check outlast a
// test's wait for its message).
await Promise.all([loadEnglish(), loadWorkTexts(), domainForms()]);

// A lazily loaded piece (the signed-in header's buttons) can take over a second to arrive on a busy
// two-core CI machine; findBy* and waitFor wait for it instead of failing at Testing Library's 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  // What one test left on the device (a queued change, kept jobs) is not the next test's.
  const db = await offlineDb();
  await Promise.all([db.clear('outbox'), db.clear('jobs')]);
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
