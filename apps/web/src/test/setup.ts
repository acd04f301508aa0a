import '@testing-library/jest-dom/vitest';
// IndexedDB, which jsdom lacks: the check-in station keeps its roster and outbox there.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// The catalogs, in English, all of it: components read their texts from them.
import '../lib/i18n/index.ts';
import '../lib/i18n/signed-in-texts.ts';
import '../lib/i18n/kiosk-texts.ts';
import { fixedMediaQuery } from './media-query.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom lacks what Mantine measures with.
window.matchMedia ??= (query: string) => fixedMediaQuery(query, false);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
