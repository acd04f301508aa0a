import { randomUUID } from 'node:crypto';
import type { HouseholdList } from '@console/contracts';
import type { ServerProcess } from '../../apps/server/src/test/server-process.ts';
import type { DataFacts } from '../dataset/generate.ts';
import { quantile } from '../quantile.ts';

/** Families and kiosks of the children's door at its busiest (issue 29's target: p99 ≤ 50 ms a batch). */
const FAMILIES = 100;
const KIOSKS = 2;
/** The households list's largest page. */
const PAGE_SIZE = 20;

export interface KioskFigures {
  batches: number;
  kiosks: number;
  p50: number;
  p99: number;
  max: number;
}

async function call(server: ServerProcess, path: string, init: RequestInit & { token?: string; cookie?: string }): Promise<Response> {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Bearer ${init.token}` }),
      ...(init.cookie && { cookie: init.cookie }),
    },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A kiosk made and enrolled through the API: its id and its cookie. */
async function enrolKiosk(server: ServerProcess, token: string, index: number) {
  const created = await call(server, '/api/stations', {
    method: 'POST',
    token,
    body: JSON.stringify({ name: `Bench kiosk ${index}`, mode: 'self', labelFormat: 'dymo-30252' }),
  });
  const { station, enrolmentCode } = (await created.json()) as { station: { id: number }; enrolmentCode: string };
  const enrolled = await call(server, '/api/stations/enrol', { method: 'POST', body: JSON.stringify({ enrolmentCode }) });
  const cookie = enrolled.headers
    .getSetCookie()
    .find((header) => header.startsWith('console_station='))!
    .split(';')[0]!;
  return { id: station.id, cookie };
}

/**
 * A Sunday morning at the children's door: FAMILIES households checked in through KIOSKS self
 * kiosks at once, each kiosk one family after another (a batch of every enabled member of the
 * household into the event), each batch timed from request to answer. The kiosks are deleted
 * afterwards (a station's letter is one of 26).
 */
export async function measureKiosks(server: ServerProcess, token: string, facts: DataFacts, eventCode: number): Promise<KioskFigures> {
  const enabled = new Set(facts.enabledCodes);
  const pages = await Promise.all(
    Array.from({ length: FAMILIES / PAGE_SIZE }, async (_, index) => {
      const response = await call(server, `/api/households?page=${index + 1}&size=${PAGE_SIZE}`, { token });
      return ((await response.json()) as HouseholdList).households;
    }),
  );
  const families = pages
    .flat()
    .map((household) => ({ id: household.id, members: household.members.map((member) => member.code).filter((code) => enabled.has(code)) }))
    .filter((family) => family.members.length > 0);
  if (families.length === 0) throw new Error('the benchmark data has no household with an enabled member');
  const kiosks = await Promise.all(Array.from({ length: KIOSKS }, (_, index) => enrolKiosk(server, token, index + 1)));
  const times: number[] = [];
  try {
    await Promise.all(
      kiosks.map(async (kiosk, index) => {
        for (const family of families.filter((_, at) => at % KIOSKS === index)) {
          const body = JSON.stringify({
            scanId: randomUUID(),
            householdId: family.id,
            selections: family.members.map((memberCode) => ({ memberCode, eventCode })),
          });
          const start = performance.now();
          await call(server, '/api/station/check-ins', { method: 'POST', cookie: kiosk.cookie, body });
          times.push(performance.now() - start);
        }
      }),
    );
  } finally {
    for (const kiosk of kiosks) await call(server, `/api/stations/${kiosk.id}`, { method: 'DELETE', token });
  }
  const ms = (value: number) => Math.round(value * 10) / 10;
  return {
    batches: times.length,
    kiosks: KIOSKS,
    p50: ms(quantile(times, 0.5)),
    p99: ms(quantile(times, 0.99)),
    max: ms(Math.max(...times)),
  };
}
