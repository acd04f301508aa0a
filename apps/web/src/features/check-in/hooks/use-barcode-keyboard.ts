import { useEffect, useEffectEvent } from 'react';

/** USB scanners type a whole code in a few milliseconds; people take far longer between keys. */
export const SCANNER_KEY_GAP_MS = 80;

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * A USB barcode scanner acts as a keyboard: it types the member code then Enter. Digits typed
 * quickly outside form fields are collected and handed over on Enter; a slow key, another key or
 * a pause starts again, so ordinary typing never checks anyone in.
 */
export function useBarcodeKeyboard(onCode: (code: string) => void, enabled = true) {
  const handleCode = useEffectEvent(onCode);

  useEffect(() => {
    if (!enabled) return;
    let buffer = '';
    let lastKeyAt = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || isTypingTarget(event.target)) return;
      const now = performance.now();
      const quick = now - lastKeyAt <= SCANNER_KEY_GAP_MS;
      lastKeyAt = now;
      if (/^[0-9]$/.test(event.key)) {
        buffer = quick ? buffer + event.key : event.key;
        return;
      }
      if (event.key === 'Enter' && quick && buffer.length > 0) {
        event.preventDefault();
        handleCode(buffer);
      }
      buffer = '';
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
