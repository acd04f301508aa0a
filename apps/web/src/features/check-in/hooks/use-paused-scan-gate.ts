import { useCallback, useEffect, useRef } from 'react';
import { createScanGate, type ScanGate } from '../scan-gate.ts';

/**
 * The check-in screen's scan gate (scan-gate.ts), made with the screen and disposed with it, and
 * the pauses that stop it accepting scans: the not-registered question and a care alert each hold
 * one until answered. Pauses add up: scanning resumes when the last one ends.
 */
export function usePausedScanGate() {
  const gateRef = useRef<ScanGate | null>(null);
  const pausesRef = useRef(0);

  useEffect(() => {
    const gate = createScanGate();
    gate.setDialogOpen(pausesRef.current > 0);
    gateRef.current = gate;
    return () => {
      gate.dispose();
      if (gateRef.current === gate) gateRef.current = null;
    };
  }, []);

  /** Stops the scanning; answers the call that ends this pause. */
  const pause = useCallback(() => {
    pausesRef.current += 1;
    gateRef.current?.setDialogOpen(true);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      pausesRef.current -= 1;
      gateRef.current?.setDialogOpen(pausesRef.current > 0);
    };
  }, []);

  /**
   * Whether to check this text in now (a scan never waits for the one before it to be answered,
   * so the gate is free again at once): not while paused, nor a repeat or a burst (scan-gate.ts).
   */
  const accept = useCallback((text: string, options?: { byHand?: boolean }) => {
    const gate = gateRef.current;
    if (!gate || gate.offer(text, options) !== 'accepted') return false;
    gate.done();
    return true;
  }, []);

  return { accept, pause };
}
