import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A part of a screen whose code is fetched when the user reaches for it, not with the screen (the
 * frame's menus cost every screen about 45 KB gzipped when loaded up front, decision 013).
 * `prefetch` (on hover or focus) starts the download; `activate` (on the click) asks for the part,
 * which then renders closed, and `show` opens it once it is on the page. Opening only after it is
 * on the page lets a menu remember the button it opened from and give the focus back on closing,
 * as it does when it was there from the start. Focus alone never swaps the placeholder for the
 * part, which would take the focus away from the button under the keyboard.
 *
 * A failed download (offline, before the part was ever opened) is forgotten, so that the next
 * click tries again.
 */
export function useOnDemand<T>(load: () => Promise<T>, show: () => void) {
  const pending = useRef<Promise<T> | null>(null);
  const [activated, setActivated] = useState(false);
  const [loaded, setLoaded] = useState<T | null>(null);
  const part = activated ? loaded : null;

  const prefetch = useCallback(() => {
    pending.current ??= load().then(
      (module) => {
        setLoaded(() => module);
        return module;
      },
      (error: unknown) => {
        pending.current = null;
        setActivated(false);
        console.warn('Could not load a part of the screen', error);
        throw error;
      },
    );
    return pending.current.catch(() => undefined);
  }, [load]);

  // Opens the part on the render after the one that put it on the page.
  const showOnArrival = useRef(false);
  useEffect(() => {
    if (part && showOnArrival.current) {
      showOnArrival.current = false;
      show();
    }
  });

  const activate = () => {
    if (part) return show();
    showOnArrival.current = true;
    setActivated(true);
    void prefetch();
  };

  return { part, prefetch: () => void prefetch(), activate };
}
