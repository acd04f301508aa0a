import type { Enrolment, Station } from '@console/contracts';

/** Test helpers of the stations feature: station and enrolment factories. */
export { stubApi, type ApiAnswer, type ApiCall } from './stub-api.ts';

let nextId = 300;

/** A station; by default an enabled self kiosk on the Dymo roll, for every program, never seen. */
export function buildStation(overrides: Partial<Station> = {}): Station {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Station ${id}`,
    mode: 'self',
    labelFormat: 'dymo-30252',
    programIds: [],
    isEnabled: true,
    lastSeenAt: null,
    createdAt: '2030-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildEnrolment(station: Station, overrides: Partial<Omit<Enrolment, 'station'>> = {}): Enrolment {
  return { station, enrolmentCode: 'KQ7MA3XD', expiresAt: '2030-03-10T18:35:00.000Z', ...overrides };
}
