import type { Attendee } from '@console/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { checkInScannedCode, checkInToast, type CheckInApi } from './check-in-flow.ts';

const attendee: Attendee = { code: 42, fullname: 'Ana Díaz', registered: true, checkIn: true };
const notFound = new ApiError(404, 'Attendee not found');

function setup({ checkIn, register }: { checkIn?: unknown; register?: unknown } = {}) {
  const api = {
    checkIn: vi.fn<CheckInApi['checkIn']>(async () => {
      if (checkIn) throw checkIn;
      return attendee;
    }),
    registerAndCheckIn: vi.fn<CheckInApi['registerAndCheckIn']>(async () => {
      if (register) throw register;
      return attendee;
    }),
  };
  const confirm = vi.fn(async () => true);
  const run = (registrationRequired: boolean) => checkInScannedCode({ eventCode: 7, memberCode: 42, registrationRequired, api, confirm });
  return { api, confirm, run };
}

describe('checkInScannedCode', () => {
  it('checks in a registered attendee', async () => {
    const { api, confirm, run } = setup();
    await expect(run(true)).resolves.toEqual({ kind: 'checked', attendee });
    expect(api.checkIn).toHaveBeenCalledWith(7, 42);
    expect(api.registerAndCheckIn).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks first when the event requires registration, and registers on Yes', async () => {
    const { api, confirm, run } = setup({ checkIn: notFound });
    await expect(run(true)).resolves.toEqual({ kind: 'registered-and-checked', attendee });
    expect(confirm).toHaveBeenCalledOnce();
    expect(api.registerAndCheckIn).toHaveBeenCalledWith(7, 42);
  });

  it('does nothing more on No', async () => {
    const { api, confirm, run } = setup({ checkIn: notFound });
    confirm.mockResolvedValue(false);
    await expect(run(true)).resolves.toEqual({ kind: 'declined' });
    expect(api.registerAndCheckIn).not.toHaveBeenCalled();
  });

  it('registers and checks in directly when registration is not required', async () => {
    const { api, confirm, run } = setup({ checkIn: notFound });
    await expect(run(false)).resolves.toEqual({ kind: 'registered-and-checked', attendee });
    expect(confirm).not.toHaveBeenCalled();
    expect(api.registerAndCheckIn).toHaveBeenCalledWith(7, 42);
  });

  it('recognises a plain error object with the same status and message', async () => {
    const { run } = setup({ checkIn: { status: 404, message: 'Attendee not found' } });
    await expect(run(false)).resolves.toMatchObject({ kind: 'registered-and-checked' });
  });

  it.each([
    ['a 500', new ApiError(500, 'Internal server error')],
    ['an unknown member', new ApiError(404, 'Member not found')],
    ['a cancelled event', new ApiError(409, 'Event is cancelled.')],
    ['a disabled member', new ApiError(409, 'Member is disabled.')],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('silently ignores %s on check-in', async (_, error) => {
    const { api, confirm, run } = setup({ checkIn: error });
    await expect(run(true)).resolves.toEqual({ kind: 'ignored', error });
    expect(confirm).not.toHaveBeenCalled();
    expect(api.registerAndCheckIn).not.toHaveBeenCalled();
  });

  it('silently ignores a failed registration', async () => {
    const failure = new ApiError(500, 'Internal server error');
    const { run } = setup({ checkIn: notFound, register: failure });
    await expect(run(false)).resolves.toEqual({ kind: 'ignored', error: failure });
  });
});

describe('checkInToast', () => {
  it('says the spec texts for the successes', () => {
    expect(checkInToast({ kind: 'checked', attendee })).toEqual({ variant: 'success', message: 'Attendee checked successfully!' });
    expect(checkInToast({ kind: 'registered-and-checked', attendee })).toEqual({
      variant: 'success',
      message: 'Attendee registered and checked successfully!',
    });
  });

  it('stays silent when declined or ignored', () => {
    expect(checkInToast({ kind: 'declined' })).toBeNull();
    expect(checkInToast({ kind: 'ignored', error: new Error('x') })).toBeNull();
  });
});
