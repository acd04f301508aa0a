import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Attendee } from '@console/contracts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { attendanceCountsChanged, attendeeKeys } from '../../../entities/attendees/api/attendee-keys.ts';
import { checkInApi } from '../check-in-api.ts';
import { checkInScannedCode, checkInToast, type CheckInApi } from '../check-in-flow.ts';
import { parseMemberCode } from '../parse-member-code.ts';
import { createScanGate, type ScanGate } from '../scan-gate.ts';

export interface CheckInResult {
  /** Increases with every result, so that the banner can restart its highlight. */
  id: number;
  attendee: Attendee;
  /** The member was checked in earlier on this screen. */
  alreadyCheckedIn: boolean;
  registered: boolean;
}

interface CheckInEvent {
  code: number;
  registrationRequired: boolean;
}

/**
 * Handles scanned, typed and USB-scanned codes through one scan gate (duplicates within 10 s,
 * one at a time, nothing while the dialog is open, 5 a second) and the check-in flow.
 */
export function useCheckIn(event: CheckInEvent, api: CheckInApi = checkInApi) {
  const queryClient = useQueryClient();
  const gateRef = useRef<ScanGate | null>(null);
  const confirmRef = useRef<((yes: boolean) => void) | null>(null);
  const checkedHereRef = useRef(new Set<number>());
  const resultIdRef = useRef(0);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [result, setResult] = useState<CheckInResult | null>(null);

  useEffect(() => {
    const gate = createScanGate();
    gateRef.current = gate;
    return () => {
      gate.dispose();
      if (gateRef.current === gate) gateRef.current = null;
      // Leaving with the dialog open answers No, so the pending scan finishes.
      confirmRef.current?.(false);
    };
  }, []);

  const confirm = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        gateRef.current?.setDialogOpen(true);
        setDialogOpen(true);
        confirmRef.current = (yes) => {
          confirmRef.current = null;
          gateRef.current?.setDialogOpen(false);
          setDialogOpen(false);
          resolve(yes);
        };
      }),
    [],
  );

  const answer = useCallback((yes: boolean) => confirmRef.current?.(yes), []);

  const handle = useCallback(
    async (text: string) => {
      const parsed = parseMemberCode(text);
      if (!parsed.ok) {
        toast.danger(parsed.message);
        return;
      }
      const outcome = await checkInScannedCode({
        eventCode: event.code,
        memberCode: parsed.memberCode,
        registrationRequired: event.registrationRequired,
        api,
        confirm,
      });
      const message = checkInToast(outcome);
      if (message) toast[message.variant](message.message);
      if (outcome.kind === 'checked' || outcome.kind === 'registered-and-checked') {
        const alreadyCheckedIn = checkedHereRef.current.has(outcome.attendee.code);
        checkedHereRef.current.add(outcome.attendee.code);
        resultIdRef.current += 1;
        setResult({
          id: resultIdRef.current,
          attendee: outcome.attendee,
          alreadyCheckedIn,
          registered: outcome.kind === 'registered-and-checked',
        });
        await Promise.all([
          attendanceCountsChanged(queryClient, event.code),
          queryClient.invalidateQueries({ queryKey: attendeeKeys.event(event.code) }),
        ]);
      }
    },
    [api, confirm, event.code, event.registrationRequired, queryClient],
  );

  /** Offers a text to the gate and, when accepted, checks the member in. */
  const submit = useCallback(
    async (text: string) => {
      const gate = gateRef.current;
      if (!gate || gate.offer(text) !== 'accepted') return;
      try {
        await handle(text);
      } catch {
        // The flow already turns failed replies into silence (product spec, section 8).
      } finally {
        gate.done();
      }
    },
    [handle],
  );

  return { submit, dialogOpen, answer, result };
}
