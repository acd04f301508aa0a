import { useEffect, useRef } from 'react';

/** A kiosk left alone this long goes back to its first screen, so that the next family never sees this one. */
export const KIOSK_IDLE_MS = 20_000;

const TOUCHES = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * Calls `onIdle` after `ms` without a touch, a click or a key while `active`; every touch starts
 * the wait again.
 */
export function useIdleReset(active: boolean, onIdle: () => void, ms = KIOSK_IDLE_MS) {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  });
  useEffect(() => {
    if (!active) return;
    let timer = setTimeout(() => latest.current(), ms);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), ms);
    };
    for (const type of TOUCHES) window.addEventListener(type, restart, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of TOUCHES) window.removeEventListener(type, restart, { capture: true });
    };
  }, [active, ms]);
}
