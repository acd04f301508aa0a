/** docs/product.md §6.3. */
export const DUPLICATE_WINDOW_MS = 10_000;
export const CLEANUP_INTERVAL_MS = 1_000;
export const MAX_SCANS_PER_SECOND = 5;

const ONE_SECOND_MS = 1_000;

export type ScanDecision = 'accepted' | 'duplicate' | 'busy' | 'dialog-open' | 'rate-limited' | 'disposed';

export interface ScanGateOptions {
  /** The clock; injectable so tests and the timers agree. */
  now?: () => number;
  duplicateWindowMs?: number;
  cleanupIntervalMs?: number;
  maxPerSecond?: number;
}

export interface ScanGate {
  /**
   * Whether to handle this text now. After `'accepted'`, call `done()` when handled. A code typed
   * by hand is a person's deliberate act, not a frame the camera decoded again: it is neither a
   * duplicate nor rate-limited (the limits are the scanner's, docs/product.md §6.3), but it is
   * remembered, so the camera seeing the same code just after does not check it in twice.
   */
  offer(text: string, options?: { byHand?: boolean }): ScanDecision;
  /** The accepted scan has been handled (whatever its outcome): the next one may be accepted. */
  done(): void;
  /** The not-registered dialog opened or closed; nothing is accepted while it is open. */
  setDialogOpen(open: boolean): void;
  /** Stops the cleanup timer; every later offer answers `'disposed'`. */
  dispose(): void;
}

/**
 * Decides which decoded texts the check-in screen handles. The camera decodes the same code many
 * times a second while it is held up, so without this gate one scan would check in (and toast)
 * over and over, and requests would pile up behind a slow server or an open dialog.
 */
export function createScanGate({
  now = Date.now,
  duplicateWindowMs = DUPLICATE_WINDOW_MS,
  cleanupIntervalMs = CLEANUP_INTERVAL_MS,
  maxPerSecond = MAX_SCANS_PER_SECOND,
}: ScanGateOptions = {}): ScanGate {
  // Text → when it was accepted. Only accepted scans are remembered: a text refused as busy or
  // rate-limited was never handled, so it must be able to get through on a later frame. The time
  // is not refreshed by duplicates, so a code held up for long is handled again every window.
  const recent = new Map<string, number>();
  const acceptedAt: number[] = [];
  let busy = false;
  let dialogOpen = false;
  let disposed = false;

  const isRecent = (seenAt: number, at: number) => at - seenAt < duplicateWindowMs;

  const cleanup = () => {
    const at = now();
    for (const [text, seenAt] of recent) if (!isRecent(seenAt, at)) recent.delete(text);
    while (acceptedAt.length > 0 && at - acceptedAt[0]! >= ONE_SECOND_MS) acceptedAt.shift();
  };
  // The sweep only bounds memory; `offer` also checks the age, so the window is exact to the
  // millisecond rather than to the sweep's 1 s grain.
  const timer = setInterval(cleanup, cleanupIntervalMs);

  return {
    offer(text, { byHand = false } = {}) {
      if (disposed) return 'disposed';
      if (dialogOpen) return 'dialog-open';
      if (busy) return 'busy';
      const at = now();
      if (!byHand) {
        const seenAt = recent.get(text);
        if (seenAt !== undefined && isRecent(seenAt, at)) return 'duplicate';
        const inLastSecond = acceptedAt.filter((t) => at - t < ONE_SECOND_MS).length;
        if (inLastSecond >= maxPerSecond) return 'rate-limited';
      }
      recent.set(text, at);
      acceptedAt.push(at);
      busy = true;
      return 'accepted';
    },
    done() {
      busy = false;
    },
    setDialogOpen(open) {
      dialogOpen = open;
    },
    dispose() {
      disposed = true;
      clearInterval(timer);
      recent.clear();
      acceptedAt.length = 0;
    },
  };
}
