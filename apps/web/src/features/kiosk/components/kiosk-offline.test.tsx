import { act, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { errorBody, messages, type BatchAnswer, type BatchInput, type StationRoster, type StationSelf } from '@console/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n/index.ts';
import { buildEvent } from '../../../test/events-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { buildStation, stubApi } from '../../../test/stations-fixtures.ts';
import { closeStationStore, loadStoredRoster, loadStoredSelf } from '../offline/station-store.ts';
import { rosterMember } from '../../../test/station-roster-fixtures.ts';
import { KioskScreen } from './kiosk-screen.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  closeStationStore();
  globalThis.indexedDB = new IDBFactory();
  await setLanguage('en', false);
});

/** An event of today in progress (by this machine's clock), on the wire's UTC date and time. */
function inProgress() {
  const iso = (ms: number) => new Date(ms).toISOString();
  const start = iso(Date.now() - 3600_000);
  const end = iso(Date.now() + 3 * 3600_000);
  return buildEvent({
    code: 51,
    name: 'Sunday school',
    ageMin: 3,
    ageMax: 11,
    startDate: start.slice(0, 10),
    startTime: start.slice(11, 16),
    endDate: end.slice(0, 10),
    endTime: end.slice(11, 16),
  });
}

const school = inProgress();
const SELF: StationSelf = {
  station: { ...buildStation({ name: 'West door' }), letter: 'Q' },
  events: [school],
  doubleCheckIns: [],
};
const ROSTER: StationRoster = {
  generatedAt: new Date().toISOString(),
  day: new Date().toISOString().slice(0, 10),
  events: [school],
  households: [
    {
      id: 31,
      name: 'The Okafor family',
      phoneEnds: ['4417'],
      members: [
        rosterMember(11, 'Ada Okafor', { role: 'adult', age: 38 }),
        rosterMember(12, 'Chidi Okafor', { age: 6, care: { foodAllergies: 'Sesame' } }),
      ],
    },
  ],
  usedCodes: ['QAAAA'],
};

/** The station's server, reachable while `online.value` is true; a call without it throws as fetch does. */
function station(online: { value: boolean }, checkIn: (body: BatchInput) => { status: number; body: unknown }) {
  return stubApi((call) => {
    if (!online.value) throw new TypeError('Failed to fetch');
    if (call.path === '/api/station') return { body: SELF };
    if (call.path === '/api/station/roster') return { body: ROSTER };
    if (call.method === 'POST' && call.path === '/api/station/check-ins') return checkIn(call.body as BatchInput);
    return undefined;
  });
}

async function checkInOkafor(user: ReturnType<typeof renderWithApp>['user']) {
  const pad = screen.getByRole('group', { name: 'Number pad' });
  for (const digit of '5550104417') await user.click(within(pad).getByRole('button', { name: digit }));
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('heading', { name: 'The Okafor family' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Chidi Okafor/ })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Check in' }));
  return (await screen.findByTestId('security-code')).textContent!;
}

describe('the kiosk without the network', () => {
  it('finds the family in its stored roster, checks in with a code of its letter, prints, and sends it once the network is back', async () => {
    const online = { value: true };
    const sent: BatchInput[] = [];
    const api = station(online, (body) => {
      sent.push(body);
      const answer: BatchAnswer = { batchId: body.scanId, securityCode: body.offline!.securityCode, results: [] };
      return { status: 201, body: answer };
    });
    const { user } = renderWithApp(<KioskScreen manned={() => null} />, { url: '/station' });
    await screen.findByRole('group', { name: 'Number pad' });
    await waitFor(async () => expect((await loadStoredRoster())?.roster.day).toBe(ROSTER.day));

    online.value = false;
    const code = await checkInOkafor(user);
    expect(code).toMatch(/^Q[ACDEFGHJKLMNPQRTUVWXY34679]{4}$/);
    expect(code).not.toBe('QAAAA');
    // The labels from the roster: Chidi's with his allergy, and the tag naming the batch by the scan's id.
    const page = (screen.getByTestId('label-print-frame') as HTMLIFrameElement).contentDocument!;
    await waitFor(() => expect(page.querySelectorAll('.label')).toHaveLength(2));
    expect(page.querySelector('[data-label="name"]')!.textContent).toContain('ALLERGIES: Sesame');
    await waitFor(() => expect(screen.getByTestId('outbox-status')).toHaveTextContent('Offline: 1 check-in waiting'));

    online.value = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.getByTestId('outbox-status')).toHaveTextContent(/^$/));
    const tries = api.calls.filter((call) => call.path === '/api/station/check-ins').map((call) => call.body as BatchInput);
    // The failed call, then the outbox's tries (the first while still offline): the same scan each
    // time; the one the server got carries the code and the time it was made.
    expect(new Set(tries.map((body) => body.scanId)).size).toBe(1);
    expect(sent).toEqual([
      {
        scanId: tries[0]!.scanId,
        householdId: 31,
        selections: [{ memberCode: 12, eventCode: 51 }],
        offline: { securityCode: code, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      },
    ]);
  });

  it('keeps a check-in the server refuses aside and asks for a volunteer, in Spanish too', async () => {
    const online = { value: true };
    station(online, () => ({ status: 409, body: errorBody(messages.stations.offlineCodeTaken) }));
    const { user } = renderWithApp(<KioskScreen manned={() => null} />, { url: '/station' });
    await screen.findByRole('group', { name: 'Number pad' });
    await waitFor(async () => expect(await loadStoredRoster()).toBeDefined());
    online.value = false;
    await checkInOkafor(user);
    online.value = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('alert')).toHaveTextContent('1 check-in could not be sent. Ask a volunteer.');
    expect(screen.getByTestId('outbox-status')).toHaveTextContent(/^$/);
    await act(() => setLanguage('es', false));
    expect(screen.getByRole('alert')).toHaveTextContent('1 entrada no se pudo enviar. Pida ayuda a un voluntario.');
  });

  it('opens as the station it was when reloaded without the network, and forgets it all once told it is no station', async () => {
    const online = { value: true };
    let enrolled = true;
    stubApi((call) => {
      if (!online.value) throw new TypeError('Failed to fetch');
      if (!enrolled) return { status: 401, body: errorBody(messages.auth.notSignedIn) };
      if (call.path === '/api/station') return { body: SELF };
      if (call.path === '/api/station/roster') return { body: ROSTER };
      return undefined;
    });
    const first = renderWithApp(<KioskScreen manned={() => null} />, { url: '/station' });
    await screen.findByRole('group', { name: 'Number pad' });
    await waitFor(async () => expect(await loadStoredRoster()).toBeDefined());
    first.unmount();

    online.value = false;
    const { user, unmount } = renderWithApp(<KioskScreen manned={() => null} />, { url: '/station' });
    expect(await screen.findByRole('group', { name: 'Number pad' })).toBeInTheDocument();
    expect(await checkInOkafor(user)).toMatch(/^Q/);
    unmount();

    online.value = true;
    enrolled = false;
    renderWithApp(<KioskScreen manned={() => null} />, { url: '/station' });
    expect(await screen.findByRole('heading', { name: 'Set up this station' })).toBeInTheDocument();
    expect(await loadStoredSelf()).toBeUndefined();
    expect(await loadStoredRoster()).toBeUndefined();
  });
});
