import { expect } from 'vitest';
import type { StationInput } from '@console/contracts';
import { createMember, type TestContext } from './context.ts';

/** A station created by the Administrator and enrolled: its id, and the Cookie header its device sends. */
export interface EnrolledStation {
  id: number;
  letter: string;
  cookie: string;
}

/** The `console_station=…` pair of an answer's Set-Cookie, as a browser sends it back. */
export function stationCookieOf(headers: Record<string, unknown>): string {
  const setCookie = [headers['set-cookie']]
    .flat()
    .find((value): value is string => typeof value === 'string' && value.startsWith('console_station='));
  if (!setCookie) throw new Error('no station cookie was set');
  return setCookie.split(';')[0]!;
}

export async function createStationRecord(ctx: TestContext, overrides: Partial<StationInput> = {}) {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/stations',
    token: ctx.adminToken,
    body: { name: 'Kiosk', mode: 'self', labelFormat: 'dymo-30252', ...overrides },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { station: { id: number }; enrolmentCode: string; expiresAt: string };
}

export async function enrolStation(ctx: TestContext, overrides: Partial<StationInput> = {}): Promise<EnrolledStation> {
  const { station, enrolmentCode } = await createStationRecord(ctx, overrides);
  const response = await ctx.request({ method: 'POST', url: '/api/stations/enrol', body: { enrolmentCode } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { id: station.id, letter: response.body.station.letter as string, cookie: stationCookieOf(response.headers) };
}

/** Calls the API as a station's device: its cookie and nothing else. */
export function asStation(
  ctx: TestContext,
  station: { cookie: string },
  options: { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; body?: unknown },
) {
  return ctx.request({ ...options, headers: { cookie: station.cookie } });
}

type MemberFields = Parameters<typeof createMember>[1];

/**
 * A household of a parent and two children (the older born 2017, the younger 2021) under a
 * surname of its own, made by the Administrator; each person's fields can add to theirs.
 */
export async function createFamily(
  ctx: TestContext,
  prefix: string,
  fields: {
    parent?: MemberFields;
    older?: MemberFields;
    younger?: MemberFields;
    household?: { phone?: string; address?: string; notes?: string };
  } = {},
) {
  const surname = `${prefix}${process.pid}x${nextFamily++}`;
  const parent = await createMember(ctx.db, { firstName: 'Marta', lastName: surname, ...fields.parent });
  const older = await createMember(ctx.db, { firstName: 'Leo', lastName: surname, birthDate: '2017-03-01', ...fields.older });
  const younger = await createMember(ctx.db, { firstName: 'Ada', lastName: surname, birthDate: '2021-09-09', ...fields.younger });
  const response = await ctx.request({
    method: 'POST',
    url: '/api/households',
    token: ctx.adminToken,
    body: {
      name: `The ${surname} family`,
      ...fields.household,
      members: [
        { code: parent, role: 'adult' },
        { code: older, role: 'child' },
        { code: younger, role: 'child' },
      ],
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { id: response.body.id as number, surname, parent, older, younger };
}
let nextFamily = 0;
