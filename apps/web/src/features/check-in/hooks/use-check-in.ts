import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { attendanceChanged } from '../../../entities/attendees/api/attendee-keys.ts';
import { getMember } from '../../../entities/members/api/get-member.ts';
import { checkInApi } from '../check-in-api.ts';
import { englishText, messages, type CheckInAnswer, type DoorGroup, type DoorMember } from '@console/contracts';
import { answerOf, ANSWER_WITHIN_MS, checkInScannedCode, httpError, type CheckInApi, type Scan } from '../check-in-flow.ts';
import { decideOffline } from '../offline-decision.ts';
import { looksLikeName, parseMemberCode } from '../parse-member-code.ts';
import { rosterHousemates } from '../roster-families.ts';
import { newScanId } from '../../../lib/scan-id.ts';
import type { DoorFeedback } from '../station.ts';
import { useCareAcknowledgement } from './use-care-acknowledgement.ts';
import { useDoorRoster } from './use-door-roster.ts';
import { useOutbox } from './use-outbox.ts';
import { usePausedScanGate } from './use-paused-scan-gate.ts';
import { useRegistrationQuestion } from './use-registration-question.ts';
import { useShownAnswers } from './use-shown-answers.ts';

interface CheckInEvent {
  code: number;
  registrationRequired: boolean;
}

/** How long the question waits for the member's name before it asks with their code alone. */
export const NAME_WITHIN_MS = 1_000;

/**
 * The member's name for the not-registered question: neither the 404 of the check-in nor the
 * roster (at an event that requires registration, it lists the registered alone) has it, so it is
 * read from their record; offline, slow or unknown, the question names the code instead.
 */
async function memberName(memberCode: number): Promise<string | null> {
  if (!navigator.onLine) return null;
  try {
    return (await getMember(memberCode, AbortSignal.timeout(NAME_WITHIN_MS))).fullname;
  } catch {
    return null;
  }
}

/** The question of one scan: asked once at most (online, then deciding here), about the member by name where known. */
interface ScanQuestion {
  ask: () => Promise<boolean>;
  /** The name the question gave, once asked. */
  fullname: () => string | null;
}

/**
 * Handles scanned, typed and USB-scanned codes through one scan gate (duplicates within 10 s, 5 a
 * second) and the check-in flow. A scan never waits for the one before it to be answered, so a
 * queue moves at the camera's pace; only the not-registered question and a care alert stop the
 * scanning, until the volunteer has answered or acknowledged it. No toast: the answer panel is the
 * door's one signal (docs/product.md §6.5), where a toast beside it said 'successfully' over an amber
 * 'Already checked in'.
 */
export function useCheckIn(event: CheckInEvent, station: string | null, feedback: DoorFeedback, api: CheckInApi = checkInApi) {
  const queryClient = useQueryClient();
  const { accept, pause } = usePausedScanGate();
  const { ask, open: dialogOpen, who: asking, answer } = useRegistrationQuestion(pause);
  const care = useCareAcknowledgement(pause);
  const { answers, show } = useShownAnswers(feedback, care.hold);
  const rosterRef = useDoorRoster(event.code);
  const { add: enqueueCheckIn, queuedAt, waitingCount, conflicts } = useOutbox(event.code, api);
  // Members this device checked in while deciding alone, and when: the roster learns it later.
  const checkedHereRef = useRef(new Map<number, string>());
  /** The rest of a scanned member's households, offered to be checked in too. */
  const [offer, setOffer] = useState<DoorGroup | null>(null);
  const checkedHere = useCallback(
    (memberCode: number) => checkedHereRef.current.has(memberCode) || queuedAt(memberCode) !== null,
    [queuedAt],
  );

  /** Offers the scanned member's housemates who are not checked in yet, if any. */
  const offerHousehold = useCallback(
    (fullname: string, housemates: DoorMember[]) =>
      setOffer(housemates.some((member) => !member.checkIn) ? { householdId: null, name: fullname, members: housemates } : null),
    [],
  );

  /** A scan's answer names the member's housemates and their state at the event. */
  const offerFromAnswer = useCallback(
    (attendee: CheckInAnswer) =>
      offerHousehold(
        attendee.fullname,
        (attendee.household ?? []).map((member): DoorMember => ({ ...member, age: null, checkedOutAt: null })),
      ),
    [offerHousehold],
  );

  const questionFor = useCallback(
    (memberCode: number): ScanQuestion => {
      let asked: Promise<boolean> | null = null;
      let fullname: string | null = null;
      return {
        ask: () =>
          (asked ??= memberName(memberCode).then((name) => {
            fullname = name;
            return ask({ memberCode, fullname });
          })),
        fullname: () => fullname,
      };
    },
    [ask],
  );

  /** No answer from the server: decide from the roster, show it at once, and queue the call. */
  const decideHere = useCallback(
    async (scan: Scan, question: ScanQuestion) => {
      const { memberCode } = scan;
      const decision = decideOffline({
        roster: rosterRef.current?.roster ?? null,
        memberCode,
        checkedHereAt: checkedHereRef.current.get(memberCode) ?? queuedAt(memberCode),
      });
      if (decision.kind === 'cancelled') {
        const code = messages.events.cancelled;
        show({ kind: 'refused', memberCode, code, message: englishText({ code }) });
        return;
      }
      if (decision.kind === 'already') {
        show({ kind: 'already', memberCode, fullname: decision.fullname, at: decision.at, by: null, care: decision.care });
        return;
      }
      const registering = decision.kind === 'register';
      if (registering && decision.ask && !(await question.ask())) {
        show({ kind: 'not-registered', memberCode, fullname: question.fullname() });
        return;
      }
      const decidedAt = Date.now();
      const fullname = decision.fullname ?? question.fullname();
      checkedHereRef.current.set(memberCode, new Date(decidedAt).toISOString());
      await enqueueCheckIn({ ...scan, call: registering ? 'register' : 'check-in', fullname, decidedAt });
      show({
        kind: 'checked-in',
        memberCode,
        fullname: fullname ?? '',
        registeredNow: registering,
        care: decision.care,
        savedOnDevice: true,
      });
      const roster = rosterRef.current?.roster;
      if (roster) offerHousehold(fullname ?? '', rosterHousemates(roster, memberCode, checkedHere));
    },
    [checkedHere, enqueueCheckIn, offerHousehold, queuedAt, rosterRef, show],
  );

  /**
   * Checks in the chosen members of a family with one call (all or none), one answer shown for
   * each, with their care. With no answer from the server it is decided here from the roster and
   * the call waits in the outbox, as a scan's does. A member not registered is registered by the
   * same call: the volunteer ticked them knowing it (the list says "Not registered").
   */
  const checkInMembers = useCallback(
    async (members: DoorMember[]) => {
      setOffer(null);
      const codes = members.map((member) => member.code);
      const family = { members: codes, register: members.some((member) => !member.registered) };
      const scanId = newScanId();
      const chosen = new Map(members.map((member) => [member.code, member]));
      // One family's answers are one batch: the care of every one of them shows (a family is at most 50).
      const batch = Date.now();
      if (navigator.onLine) {
        try {
          const { results } = await api.checkInFamily(
            { eventCode: event.code, scanId, station, ...family },
            AbortSignal.timeout(ANSWER_WITHIN_MS),
          );
          for (const { code, fullname, alreadyCheckedIn, care } of results)
            show(
              alreadyCheckedIn
                ? { kind: 'already', memberCode: code, fullname, at: null, by: null, care }
                : { kind: 'checked-in', memberCode: code, fullname, registeredNow: !chosen.get(code)?.registered, care },
              batch,
            );
          await attendanceChanged(queryClient, event.code);
          return;
        } catch (error) {
          const http = httpError(error);
          if (http && http.status < 500) {
            show({ kind: 'refused', memberCode: codes[0]!, ...http.refusal });
            return;
          }
        }
      }
      const roster = rosterRef.current?.roster ?? null;
      if (roster?.event.isCancelled) {
        const code = messages.events.cancelled;
        show({ kind: 'refused', memberCode: codes[0]!, code, message: englishText({ code }) });
        return;
      }
      const onRoster = new Map(roster?.attendees.map((attendee) => [attendee.code, attendee]));
      const decidedAt = Date.now();
      for (const member of members) {
        const attendee = onRoster.get(member.code);
        const care = attendee?.care ?? null;
        const already = checkedHereRef.current.get(member.code) ?? queuedAt(member.code);
        if (attendee?.checkIn || already) {
          show(
            {
              kind: 'already',
              memberCode: member.code,
              fullname: member.fullname,
              at: attendee?.checkedInAt ?? already,
              by: null,
              care,
            },
            batch,
          );
          continue;
        }
        checkedHereRef.current.set(member.code, new Date(decidedAt).toISOString());
        show(
          {
            kind: 'checked-in',
            memberCode: member.code,
            fullname: member.fullname,
            registeredNow: !member.registered,
            care,
            savedOnDevice: true,
          },
          batch,
        );
      }
      const fullname = members.map((member) => member.fullname).join(', ');
      await enqueueCheckIn({ eventCode: event.code, memberCode: codes[0]!, scanId, station, call: 'family', family, fullname, decidedAt });
    },
    [api, enqueueCheckIn, event.code, queryClient, queuedAt, rosterRef, show, station],
  );

  const handle = useCallback(
    async (text: string, byHand: boolean) => {
      const parsed = parseMemberCode(text);
      if (!parsed.ok) {
        // A name typed by hand is pointed to the members list; anything else read is an invalid code.
        show(byHand && looksLikeName(text) ? { kind: 'name-typed', text: text.trim() } : { kind: 'invalid', message: parsed.message });
        return;
      }
      const scan: Scan = { eventCode: event.code, memberCode: parsed.memberCode, scanId: newScanId(), station };
      // The question is asked once per scan, even when the answer must then be decided here.
      const question = questionFor(scan.memberCode);
      const outcome = navigator.onLine
        ? await checkInScannedCode({ scan, registrationRequired: event.registrationRequired, api, confirm: question.ask })
        : null;
      if (!outcome || outcome.kind === 'unanswered') {
        await decideHere(scan, question);
        return;
      }
      const shown = answerOf(outcome);
      show(shown.kind === 'not-registered' ? { ...shown, fullname: question.fullname() } : shown);
      if (outcome.kind === 'checked') {
        offerFromAnswer(outcome.attendee);
        await attendanceChanged(queryClient, event.code);
      }
    },
    [api, decideHere, event.code, event.registrationRequired, offerFromAnswer, queryClient, questionFor, show, station],
  );

  /** Offers a text to the gate and, when accepted, checks the member in while the next scan goes on. */
  const submit = useCallback(
    async (text: string, options?: { byHand?: boolean }) => {
      if (!accept(text, options)) return;
      await handle(text, options?.byHand ?? false).catch((error: unknown) => console.warn('Check-in failed', error));
    },
    [accept, handle],
  );

  return {
    submit,
    dialogOpen,
    asking,
    answer,
    careToAcknowledge: care.waiting,
    acknowledge: care.acknowledge,
    answers,
    waitingCount,
    conflicts,
    checkInMembers,
    offer,
    dismissOffer: () => setOffer(null),
    rosterRef,
    checkedHere,
  };
}
