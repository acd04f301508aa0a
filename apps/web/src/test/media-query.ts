import { vi } from 'vitest';

/** A MediaQueryList that answers `matches` and never changes: jsdom has none, and Mantine measures with it. */
export function fixedMediaQuery(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

/** The screen of a phone, as Mantine's `useMediaQuery` sees it: the query below the `sm` breakpoint matches. */
export function stubPhoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => fixedMediaQuery(query, query === '(max-width: 47.99em)'));
}
