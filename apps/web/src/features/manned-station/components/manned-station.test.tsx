import { fireEvent, screen, within } from '@testing-library/react';
import type { BatchAnswer, DoorGroup, DoorMember, PickupBatch, StationSelf } from '@console/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n/index.ts';
import { buildEvent } from '../../../test/events-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { buildStation } from '../../../test/stations-fixtures.ts';
import { stubApi, type ApiAnswer, type ApiCall } from '../../../test/stub-api.ts';
import { inTimeZone } from '../../../test/time-zone.ts';
import { MannedStation } from './manned-station.tsx';
import { personName } from '../../../test/attendance-fixtures.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en', false);
});

const kids = buildEvent({ code: 71, name: 'Kids Church', ageMin: 3, ageMax: 11 });
const youth = buildEvent({ code: 72, name: 'Youth', ageMin: 12, ageMax: 17 });
const station: StationSelf = {
  station: { ...buildStation({ name: 'Children’s door', mode: 'manned' }), letter: 'K' },
  events: [kids, youth],
  doubleCheckIns: [],
};

const member = (code: number, fullname: string, overrides: Partial<DoorMember> = {}): DoorMember => ({
  code,
  ...personName(fullname),
  role: 'child',
  age: 7,
  registered: false,
  checkIn: false,
  checkedOutAt: null,
  ...overrides,
});

// Ana brings Sofia (7: Kids Church) and Mateo (13: Youth).
const ruiz: DoorGroup = {
  householdId: 20,
  name: 'The Ruiz family',
  members: [member(1, 'Ana Ruiz', { role: 'adult', age: 40 }), member(2, 'Sofia Ruiz'), member(3, 'Mateo Ruiz', { age: 13 })],
};

const BATCH_ID = '3f0c2a52-8d7e-4b61-9a3c-2e5f7d9b1c44';

function renderStation(handler: (call: ApiCall) => ApiAnswer | undefined, scanner?: (onText: (text: string) => void) => React.ReactNode) {
  const api = stubApi(handler);
  const rendered = renderWithApp(<MannedStation station={station} scanner={scanner} />);
  return { ...api, ...rendered };
}

describe('MannedStation, check in', () => {
  it('finds families by phone, ticks each child for the events of their age, and shows the code, the care alert and the labels', async () => {
    const answer: BatchAnswer = {
      batchId: BATCH_ID,
      securityCode: 'KQ7M',
      results: [
        { memberCode: 2, eventCode: 71, alreadyCheckedIn: false, care: { foodAllergies: 'Peanuts' } },
        { memberCode: 3, eventCode: 72, alreadyCheckedIn: false, care: null },
      ],
    };
    const { calls, user } = renderStation((call) => {
      if (call.pathname === '/api/events/71/door-search') return { body: [ruiz] };
      if (call.pathname === '/api/station/check-ins') return { status: 201, body: answer };
      return undefined;
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Children’s door' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue('71');

    await user.type(screen.getByRole('searchbox', { name: 'Phone or name' }), '5550');
    expect(await screen.findByText('1 family found.')).toBeInTheDocument();
    expect(calls.filter((call) => call.pathname.endsWith('/door-search')).map((call) => call.path)).toEqual([
      '/api/events/71/door-search?q=5550',
    ]);
    await user.click(within(screen.getByRole('list', { name: 'Families found' })).getByRole('button', { name: /The Ruiz family/ }));

    const family = screen.getByRole('region', { name: 'The Ruiz family' });
    const box = (name: string) => within(family).getByRole('checkbox', { name });
    // Children ticked only where their age fits; the adult left to the volunteer.
    expect(box('Sofia Ruiz: Kids Church')).toBeChecked();
    expect(box('Sofia Ruiz: Youth')).not.toBeChecked();
    expect(box('Mateo Ruiz: Kids Church')).not.toBeChecked();
    expect(box('Mateo Ruiz: Youth')).toBeChecked();
    expect(box('Ana Ruiz: Kids Church')).not.toBeChecked();
    await user.click(within(family).getByRole('button', { name: 'Check in (2)' }));

    const sent = calls.find((call) => call.pathname === '/api/station/check-ins')!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({
      scanId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      householdId: 20,
      selections: [
        { memberCode: 2, eventCode: 71 },
        { memberCode: 3, eventCode: 72 },
      ],
    });

    const result = await screen.findByRole('region', { name: 'Checked in: The Ruiz family' });
    expect(within(result).getByTestId('security-code')).toHaveTextContent('KQ7M');
    expect(result).toHaveTextContent('Sofia Ruiz: Kids Church');
    expect(result).toHaveTextContent('Mateo Ruiz: Youth');
    // One red alert, for the one child with care.
    const alerts = within(result).getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('Care: Sofia Ruiz');
    expect(alerts[0]).toHaveTextContent('Food allergies: Peanuts');
    const labels = `/api/check-in-batches/${BATCH_ID}/labels.pdf`;
    expect(within(result).getByRole('link', { name: 'Print labels' })).toHaveAttribute('href', labels);
    expect(within(result).getByRole('link', { name: 'Print labels' })).toHaveAttribute('target', '_blank');

    // The next family: the result goes, the reprint stays with the same code.
    await user.click(within(result).getByRole('button', { name: 'Next family' }));
    expect(screen.queryByRole('region', { name: 'Checked in: The Ruiz family' })).not.toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Check-ins at this station' });
    expect(within(recent).getByRole('link', { name: 'Reprint KQ7M' })).toHaveAttribute('href', labels);
  });

  it('asks politely to wait when the station has searched too often', async () => {
    const { user } = renderStation((call) =>
      call.pathname.endsWith('/door-search')
        ? { status: 429, body: { message: 'Too many searches from this station. Please wait a minute.', code: 'stations.tooManySearches' } }
        : undefined,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Phone or name' }), 'Ruiz');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many searches from this station. Please wait a minute, then search again.',
    );
  });

  it('searches the event chosen', async () => {
    const { calls, user } = renderStation((call) => (call.pathname.endsWith('/door-search') ? { body: [] } : undefined));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'Youth');
    await user.type(screen.getByRole('searchbox', { name: 'Phone or name' }), 'Ruiz');
    expect(await screen.findByText('No family found.')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/events/72/door-search?q=Ruiz']);
  });
});

const pickups: PickupBatch = {
  batchId: BATCH_ID,
  securityCode: 'KQ7M',
  children: [
    {
      memberCode: 2,
      fullname: 'Sofia Ruiz',
      checkIn: true,
      checkedOutAt: null,
      pickups: [
        { name: 'Ana Ruiz', phone: '555-0101', relation: 'Mother', allowed: true, note: null },
        { name: 'Jorge Ruiz', phone: null, relation: 'Father', allowed: false, note: 'Court order: not without Ana' },
      ],
    },
    {
      memberCode: 3,
      fullname: 'Mateo Ruiz',
      checkIn: true,
      checkedOutAt: null,
      pickups: [{ name: 'Ana Ruiz', phone: '555-0101', relation: 'Mother', allowed: true, note: null }],
    },
  ],
};

/** The server's check-out: the right code at event 71 only; each child out at the time given. */
function checkOutServer(times: Record<number, string>) {
  const out = new Set<number>();
  return (call: ApiCall): ApiAnswer | undefined => {
    if (call.pathname === '/api/events/71/pickups') {
      if (call.params.get('securityCode') !== 'KQ7M')
        return { status: 404, body: { message: 'This code does not match.', code: 'stations.codeMismatch' } };
      return {
        body: {
          ...pickups,
          children: pickups.children.map((child) => ({
            ...child,
            checkedOutAt: out.has(child.memberCode) ? times[child.memberCode] : null,
          })),
        },
      };
    }
    if (call.pathname === '/api/events/71/check-outs') {
      const { securityCode, memberCodes } = call.body as { securityCode: string; memberCodes: number[] };
      if (securityCode !== 'KQ7M') return { status: 409, body: { message: 'This code does not match.', code: 'stations.codeMismatch' } };
      memberCodes.forEach((code) => out.add(code));
      return {
        body: {
          results: memberCodes.map((code) => {
            const child = pickups.children.find((one) => one.memberCode === code)!;
            return { memberCode: code, fullname: child.fullname, checkedOutAt: times[code], pickups: child.pickups };
          }),
        },
      };
    }
    return undefined;
  };
}

describe('MannedStation, check out', () => {
  inTimeZone('America/Toronto');

  it('says a wrong code does not match, then shows a right code’s children, who may collect them, and who may not in red', async () => {
    const { calls, user } = renderStation(checkOutServer({}));
    await user.click(screen.getByRole('tab', { name: 'Check out' }));
    const code = screen.getByRole('textbox', { name: 'Code on the pickup tag' });

    await user.type(code, 'kq7n{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code does not match.');
    expect(screen.queryByText('Sofia Ruiz')).not.toBeInTheDocument();

    await user.clear(code);
    await user.type(code, 'kq-7m');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const sofia = await screen.findByRole('article', { name: 'Sofia Ruiz' });
    expect(screen.queryByText('This code does not match.')).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/events/71/pickups?securityCode=KQ7N',
      '/api/events/71/pickups?securityCode=KQ7M',
    ]);
    expect(screen.getByText('Children of KQ7M')).toBeInTheDocument();

    expect(within(sofia).getByText('Present')).toBeInTheDocument();
    const refused = within(sofia).getByRole('alert');
    expect(refused).toHaveTextContent('Not allowed: Jorge Ruiz');
    expect(refused).toHaveTextContent('Father · Court order: not without Ana');
    const allowed = within(sofia).getByRole('list', { name: 'May collect Sofia Ruiz' });
    expect(
      within(allowed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana Ruiz · Mother · 555-0101']);
    const mateo = screen.getByRole('article', { name: 'Mateo Ruiz' });
    expect(within(mateo).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the tag’s 4 or 5 characters before asking the server', async () => {
    const { calls, user } = renderStation(checkOutServer({}));
    await user.click(screen.getByRole('tab', { name: 'Check out' }));
    const code = screen.getByRole('textbox', { name: 'Code on the pickup tag' });
    await user.type(code, 'KQ7{Enter}');
    expect(code).toHaveAccessibleDescription(/Type the 4 or 5 characters on the pickup tag\./);
    await user.type(code, 'MA3X{Enter}');
    expect(code).toHaveAccessibleDescription(/Type the 4 or 5 characters on the pickup tag\./);
    expect(calls).toEqual([]);
  });

  it('checks out one child, then all the others, with the times the server answered', async () => {
    // 15:42 and 15:47 UTC on 29 November are 10:42 and 10:47 in Toronto (EST, UTC−5).
    const { calls, user } = renderStation(checkOutServer({ 2: '2026-11-29T15:42:00.000Z', 3: '2026-11-29T15:47:00.000Z' }));
    await user.click(screen.getByRole('tab', { name: 'Check out' }));
    await user.type(screen.getByRole('textbox', { name: 'Code on the pickup tag' }), 'KQ7M{Enter}');
    const sofia = await screen.findByRole('article', { name: 'Sofia Ruiz' });
    expect(screen.getByRole('button', { name: 'Check out all (2)' })).toBeEnabled();

    await user.click(within(sofia).getByRole('button', { name: 'Check out Sofia Ruiz' }));
    expect(await within(sofia).findByText('Checked out at 10:42')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sofia Ruiz checked out at 10:42.');
    expect(within(sofia).getByRole('button', { name: 'Check out Sofia Ruiz' })).toBeDisabled();

    await user.click(await screen.findByRole('button', { name: 'Check out all (1)' }));
    const mateo = screen.getByRole('article', { name: 'Mateo Ruiz' });
    expect(await within(mateo).findByText('Checked out at 10:47')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check out all (0)' })).toBeDisabled();

    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { securityCode: 'KQ7M', memberCodes: [2], scanId: expect.any(String) },
      { securityCode: 'KQ7M', memberCodes: [3], scanId: expect.any(String) },
    ]);
    expect(posts.every((call) => call.path === '/api/events/71/check-outs')).toBe(true);
  });

  it('says in the server’s words why a check-out was refused for another reason than the code', async () => {
    const { user } = renderStation((call) => {
      if (call.pathname === '/api/events/71/pickups') return { body: pickups };
      if (call.pathname === '/api/events/71/check-outs')
        return {
          status: 409,
          body: {
            message: 'Not checked in, so not checked out: Sofia Ruiz.',
            code: 'stations.notCheckedIn',
            values: { names: 'Sofia Ruiz' },
          },
        };
      return undefined;
    });
    await user.click(screen.getByRole('tab', { name: 'Check out' }));
    await user.type(screen.getByRole('textbox', { name: 'Code on the pickup tag' }), 'KQ7M{Enter}');
    const sofia = await screen.findByRole('article', { name: 'Sofia Ruiz' });
    await user.click(within(sofia).getByRole('button', { name: 'Check out Sofia Ruiz' }));
    expect(await screen.findByText('Not checked in, so not checked out: Sofia Ruiz.')).toBeInTheDocument();
    expect(screen.queryByText('This code does not match.')).not.toBeInTheDocument();
    expect(within(sofia).getByText('Present')).toBeInTheDocument();
  });

  it('reads a scanned pickup tag, and says so when a QR code is not one', async () => {
    let scan: (text: string) => void = () => {};
    const scanner = (onText: (text: string) => void) => {
      scan = onText;
      return <div>camera</div>;
    };
    const { calls, user } = renderStation(checkOutServer({}), scanner);
    await user.click(screen.getByRole('tab', { name: 'Check out' }));
    await user.click(screen.getByRole('button', { name: 'Scan the tag' }));
    expect(screen.getByText('camera')).toBeInTheDocument();

    scan('12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('That QR code is not a pickup tag.');

    scan(`${BATCH_ID}:KQ7M`);
    expect(await screen.findByRole('article', { name: 'Sofia Ruiz' })).toBeInTheDocument();
    // The camera stops once the tag is read, and the code is there to see.
    expect(screen.queryByText('camera')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code on the pickup tag' })).toHaveValue('KQ7M');
    expect(calls.map((call) => call.path)).toEqual(['/api/events/71/pickups?securityCode=KQ7M']);
  });

  it('does not take a tag of another batch that happens to carry a code of this event', async () => {
    let scan: (text: string) => void = () => {};
    renderStation(checkOutServer({}), (onText) => {
      scan = onText;
      return null;
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Check out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scan the tag' }));
    scan('00000000-0000-4000-8000-000000000000:KQ7M');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code does not match.');
    expect(screen.queryByRole('article', { name: 'Sofia Ruiz' })).not.toBeInTheDocument();
  });
});

describe('MannedStation, in Spanish', () => {
  it('speaks Spanish to the volunteer, the wrong code included', async () => {
    await setLanguage('es', false);
    const { user } = renderStation(checkOutServer({}));
    expect(screen.getByRole('tab', { name: 'Entrada' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Teléfono o nombre' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Salida' }));
    await user.type(screen.getByRole('textbox', { name: 'Código de la etiqueta de recogida' }), 'AAAA{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este código no coincide.');
  });
});

describe('MannedStation, a child checked in twice', () => {
  const twice: StationSelf = {
    ...station,
    doubleCheckIns: [
      { eventCode: 71, eventName: 'Kids Church', memberCode: 2, fullname: 'Sofia Ruiz', securityCodes: ['A3KD', 'CX4T7'] },
      { eventCode: 72, eventName: 'Youth', memberCode: 3, fullname: 'Mateo Ruiz', securityCodes: ['KQ7MA', 'PQ7MA'] },
    ],
  };

  it('lists each child with both codes in an alert, in English and in Spanish', async () => {
    stubApi(() => undefined);
    const { unmount } = renderWithApp(<MannedStation station={twice} />);
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sofia Ruiz was checked in twice to Kids Church: codes A3KD, CX4T7',
      'Mateo Ruiz was checked in twice to Youth: codes KQ7MA, PQ7MA',
    ]);
    expect(alert).toHaveTextContent('either code checks them out');
    unmount();
    await setLanguage('es', false);
    renderWithApp(<MannedStation station={twice} />);
    expect(within(screen.getByRole('alert')).getAllByRole('listitem')[0]).toHaveTextContent(
      'Sofia Ruiz está con entrada dos veces en Kids Church: códigos A3KD, CX4T7',
    );
  });

  it('says nothing when no child is checked in twice', () => {
    stubApi(() => undefined);
    renderWithApp(<MannedStation station={station} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
