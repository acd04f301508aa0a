import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A care alert the volunteer must acknowledge before the next scan: `hold` pauses the scanning
 * until `acknowledge`. A care answer shown while one waits adds no second pause: one
 * acknowledgement covers both. Leaving the screen acknowledges.
 */
export function useCareAcknowledgement(pause: () => () => void) {
  const acknowledgeRef = useRef<(() => void) | null>(null);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => () => acknowledgeRef.current?.(), []);

  const hold = useCallback(() => {
    if (acknowledgeRef.current) return;
    const resume = pause();
    setWaiting(true);
    acknowledgeRef.current = () => {
      acknowledgeRef.current = null;
      setWaiting(false);
      resume();
    };
  }, [pause]);

  const acknowledge = useCallback(() => acknowledgeRef.current?.(), []);

  return { waiting, hold, acknowledge };
}
