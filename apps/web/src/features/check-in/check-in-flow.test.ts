import type { CheckInAnswer } from '@console/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { answerOf, checkInScannedCode, type CheckInApi, type Scan } from './check-in-flow.ts';

const attendee: CheckInAnswer = {
  code: 42,
  fullname: 'Ana Díaz',
  registered: true,
  checkIn: true,
  checkedInAt: '2030-03-10T18:42:00.000Z',
  checkedInBy: { code: 1, fullname: 'Ana Pérez' },
  checkedOutAt: null,
  checkedOutBy: null,
  alreadyCheckedIn: false,
  care: null,
};
const notFound = new ApiError(404, { message: 'Attendee not found', code: 'attendance.attendeeNotFound' });
const scan: Scan = { eventCode: 7, memberCode: 42, scanId: '3b1f6c2e-8a4d-4f7e-9c1a-2d5e6f7a8b9c', station: 'Door A' };

function setup({
  checkIn,
  register,
  walkIn,
  registeredNow = true,
}: { checkIn?: unknown; register?: unknown; walkIn?: unknown; registeredNow?: boolean } = {}) {
  const api = {
    checkIn: vi.fn<CheckInApi['checkIn']>(async () => {
      if (checkIn) throw checkIn;
      return attendee;
    }),
    checkInOrRegister: vi.fn<CheckInApi['checkInOrRegister']>(async () => {
      if (walkIn) throw walkIn;
      return { attendee, registeredNow };
    }),
    registerAndCheckIn: vi.fn<CheckInApi['registerAndCheckIn']>(async () => {
      if (register) throw register;
      return attendee;
    }),
    checkInFamily: vi.fn<CheckInApi['checkInFamily']>(),
  };
  const confirm = vi.fn(async () => true);
  const run = (registrationRequired: boolean) => checkInScannedCode({ scan, registrationRequired, api, confirm });
  return { api, confirm, run };
}

describe('checkInScannedCode', () => {
  it('checks in a registered attendee, sending the scan with its id and station', async () => {
    const { api, confirm, run } = setup();
    await expect(run(true)).resolves.toEqual({ kind: 'checked', attendee, registeredNow: false });
    expect(api.checkIn).toHaveBeenCalledWith(scan, expect.any(AbortSignal));
    expect(api.registerAndCheckIn).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks first when the event requires registration, and registers on Yes with the same scan', async () => {
    const { api, confirm, run } = setup({ checkIn: notFound });
    await expect(run(true)).resolves.toEqual({ kind: 'checked', attendee, registeredNow: true });
    expect(confirm).toHaveBeenCalledOnce();
    expect(api.registerAndCheckIn).toHaveBeenCalledWith(scan, expect.any(AbortSignal));
  });

  it('answers Not registered on No', async () => {
    const { api, confirm, run } = setup({ checkIn: notFound });
    confirm.mockResolvedValue(false);
    await expect(run(true)).resolves.toEqual({ kind: 'declined', memberCode: 42 });
    expect(api.registerAndCheckIn).not.toHaveBeenCalled();
  });

  it('registers if need be and checks in with one call when registration is not required', async () => {
    const { api, confirm, run } = setup();
    await expect(run(false)).resolves.toEqual({ kind: 'checked', attendee, registeredNow: true });
    expect(api.checkInOrRegister).toHaveBeenCalledOnce();
    expect(api.checkInOrRegister).toHaveBeenCalledWith(scan, expect.any(AbortSignal));
    expect(api.checkIn).not.toHaveBeenCalled();
    expect(api.registerAndCheckIn).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('says a member already registered at an event open to all was checked in, not registered now', async () => {
    const { run } = setup({ registeredNow: false });
    await expect(run(false)).resolves.toEqual({ kind: 'checked', attendee, registeredNow: false });
  });

  it.each([
    ['an unknown member', 404, 'Member not found', 'members.notFound'],
    ['a disabled member', 409, 'Member is disabled.', 'attendance.memberDisabled'],
    ['a cancelled event', 409, 'Event is cancelled.', 'events.cancelled'],
  ])('reports the refusal of %s at an event open to all, after its one call', async (_, status, message, code) => {
    const { api, run } = setup({ walkIn: new ApiError(status, { message, code }) });
    await expect(run(false)).resolves.toEqual({ kind: 'refused', memberCode: 42, message, code });
    expect(api.checkInOrRegister).toHaveBeenCalledOnce();
    expect(api.registerAndCheckIn).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', new ApiError(500, { message: 'Internal server error', code: 'common.internalError' })],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('reports %s at an event open to all as unanswered', async (_, error) => {
    const { run } = setup({ walkIn: error });
    await expect(run(false)).resolves.toEqual({ kind: 'unanswered', memberCode: 42, error });
  });

  it('recognises a plain error object with the same status and code', async () => {
    const { run } = setup({ checkIn: { status: 404, message: 'Attendee not found', code: 'attendance.attendeeNotFound' } });
    await expect(run(true)).resolves.toMatchObject({ kind: 'checked', registeredNow: true });
  });

  it('tells an unregistered member by the code, whatever the English says', async () => {
    const { api, run } = setup({ checkIn: new ApiError(404, { message: 'Attendee not found', code: 'members.notFound' }) });
    await expect(run(true)).resolves.toEqual({ kind: 'refused', memberCode: 42, message: 'Attendee not found', code: 'members.notFound' });
    expect(api.registerAndCheckIn).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown member', 404, 'Member not found', 'members.notFound'],
    ['a cancelled event', 409, 'Event is cancelled.', 'events.cancelled'],
    ['a disabled member', 409, 'Member is disabled.', 'attendance.memberDisabled'],
  ])('reports the refusal of %s with its code', async (_, status, message, code) => {
    const { api, confirm, run } = setup({ checkIn: new ApiError(status, { message, code }) });
    await expect(run(true)).resolves.toEqual({ kind: 'refused', memberCode: 42, message, code });
    expect(confirm).not.toHaveBeenCalled();
    expect(api.registerAndCheckIn).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', new ApiError(500, { message: 'Internal server error', code: 'common.internalError' })],
    ['a network failure', new TypeError('Failed to fetch')],
    ['a timeout', new DOMException('The operation timed out.', 'TimeoutError')],
  ])('reports %s as unanswered', async (_, error) => {
    const { run } = setup({ checkIn: error });
    await expect(run(true)).resolves.toEqual({ kind: 'unanswered', memberCode: 42, error });
  });

  it.each([false, true])(
    'gives up on a call that takes longer than the answer time (registration required: %s)',
    async (registrationRequired) => {
      const hang = (_scan: Scan, signal: AbortSignal) =>
        new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));
      const api: CheckInApi = { checkIn: hang, checkInOrRegister: hang, registerAndCheckIn: vi.fn(), checkInFamily: vi.fn() };
      const started = Date.now();
      const outcome = await checkInScannedCode({ scan, registrationRequired, api, confirm: vi.fn(), answerWithinMs: 50 });
      expect(outcome).toMatchObject({ kind: 'unanswered', memberCode: 42 });
      expect(Date.now() - started).toBeLessThan(1_000);
    },
  );
});

describe('answerOf', () => {
  it('tells a check-in from a member already checked in, with when and by whom', () => {
    expect(answerOf({ kind: 'checked', attendee, registeredNow: true })).toEqual({
      kind: 'checked-in',
      memberCode: 42,
      fullname: 'Ana Díaz',
      registeredNow: true,
      care: null,
    });
    const care = { foodAllergies: 'Peanuts' };
    expect(answerOf({ kind: 'checked', attendee: { ...attendee, alreadyCheckedIn: true, care }, registeredNow: false })).toEqual({
      kind: 'already',
      memberCode: 42,
      fullname: 'Ana Díaz',
      at: '2030-03-10T18:42:00.000Z',
      by: 'Ana Pérez',
      care,
    });
  });

  it('names the refusals', () => {
    expect(answerOf({ kind: 'declined', memberCode: 42 })).toEqual({ kind: 'not-registered', memberCode: 42, fullname: null });
    expect(answerOf({ kind: 'refused', memberCode: 42, message: 'Event is cancelled.' })).toEqual({
      kind: 'refused',
      memberCode: 42,
      message: 'Event is cancelled.',
    });
  });
});
