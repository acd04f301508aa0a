import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, messages, type BatchAnswer, type DoorGroup, type DoorMember, type StationSelf } from '@console/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n/index.ts';
import { buildEvent } from '../../../test/events-fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { buildStation, stubApi, type ApiCall } from '../../../test/stations-fixtures.ts';
import { KioskScreen } from './kiosk-screen.tsx';
import { personName } from '../../../test/attendance-fixtures.ts';

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await setLanguage('en', false);
});

const kids = buildEvent({ code: 41, name: 'Kids club', ageMin: 3, ageMax: 11 });
const adults = buildEvent({ code: 42, name: 'Sunday service', ageMin: 18, ageMax: null });
/** What the route shows a staffed station (the manned station, a feature of its own). */
const staffed = (self: StationSelf) => <p>The staffed station of {self.station.name}</p>;

const SELF: StationSelf = {
  station: { ...buildStation({ name: 'North door', labelFormat: 'brother-62x29' }), letter: 'K' },
  events: [kids, adults],
  doubleCheckIns: [],
};

function member(code: number, fullname: string, role: DoorMember['role'], age: number | null): DoorMember {
  return { code, ...personName(fullname), role, age, registered: true, checkIn: false, checkedOutAt: null };
}
const RIVERA: DoorGroup = {
  householdId: 7,
  name: 'The Rivera family',
  members: [member(1, 'Ana Rivera', 'adult', 36), member(2, 'Sofia Rivera', 'child', 7)],
};
const ROSS: DoorGroup = { householdId: 8, name: 'The Ross family', members: [member(3, 'Ian Ross', 'adult', 50)] };
const ALONE: DoorGroup = { householdId: null, name: 'Pat Solo', members: [member(4, 'Pat Solo', 'adult', 30)] };
const ANSWER: BatchAnswer = {
  batchId: '0b7c9d3e-5f1a-4c2b-9e8d-7a6b5c4d3e2f',
  securityCode: 'K7QM',
  results: [{ memberCode: 2, eventCode: 41, alreadyCheckedIn: false, care: { foodAllergies: 'Peanuts' } }],
};

/** A station's server: enrolled (or not), finding `families` for 2273, and checking in. */
function station({ enrolled = true, families = [RIVERA, ROSS, ALONE] }: { enrolled?: boolean; families?: DoorGroup[] } = {}) {
  let isStation = enrolled;
  return stubApi((call: ApiCall) => {
    if (call.method === 'GET' && call.path === '/api/station')
      return isStation ? { body: SELF } : { status: 401, body: errorBody(messages.auth.notSignedIn) };
    if (call.method === 'POST' && call.path === '/api/stations/enrol') {
      if ((call.body as { enrolmentCode: string }).enrolmentCode !== 'kq7m-a3xd')
        return { status: 401, body: errorBody(messages.stations.enrolmentCodeWrong) };
      isStation = true;
      return { body: { ...SELF, events: [] } };
    }
    if (call.method === 'GET' && call.pathname === '/api/events/41/door-search')
      return { body: call.params.get('q') === '2273' ? families : [] };
    if (call.method === 'POST' && call.path === '/api/station/check-ins') return { status: 201, body: ANSWER };
    return undefined;
  });
}

const pad = () => screen.getByRole('group', { name: 'Number pad' });
async function typePhone(user: ReturnType<typeof userEvent.setup>, digits: string) {
  for (const digit of digits) await user.click(within(pad()).getByRole('button', { name: digit }));
}

describe('the kiosk', () => {
  it('enrols at once with the ?code= of its address, and takes the code out of the address', async () => {
    const api = station({ enrolled: false });
    renderWithApp(<KioskScreen manned={staffed} />, { url: '/station?code=kq7m-a3xd' });
    expect(await screen.findByRole('group', { name: 'Number pad' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ enrolmentCode: 'kq7m-a3xd' }]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/station$/));
  });

  it('announces a wrong code typed on the enrolment screen', async () => {
    station({ enrolled: false });
    const { user } = renderWithApp(<KioskScreen manned={staffed} />, { url: '/station' });
    await user.type(await screen.findByLabelText('Enrolment code'), 'WRONG123');
    await user.click(screen.getByRole('button', { name: 'Enrol this station' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not valid or has expired.');
  });

  it('searches from the fourth digit; delete and clear correct what was typed', async () => {
    const api = station();
    const { user } = renderWithApp(<KioskScreen manned={staffed} />, { url: '/station' });
    await screen.findByRole('group', { name: 'Number pad' });
    const search = screen.getByRole('button', { name: 'Search' });
    await typePhone(user, '227');
    expect(search).toBeDisabled();
    await typePhone(user, '9');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('status', { name: 'Phone number typed' })).toHaveTextContent(/^227$/);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('status', { name: 'Phone number typed' })).toHaveTextContent(/^$/);
    await typePhone(user, '2273');
    expect(api.calls.some((call) => call.pathname.endsWith('/door-search'))).toBe(false);
    await user.click(search);
    // Two households share the digits (the person in none cannot check in a family): each by its name.
    const list = await screen.findByRole('list', { name: 'Which family are you?' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['The Rivera family', 'The Ross family']);
    expect(api.calls.filter((call) => call.pathname.endsWith('/door-search')).map((call) => call.path)).toEqual([
      '/api/events/41/door-search?q=2273',
    ]);
  });

  it('says when no family is found, and goes back to the pad', async () => {
    station();
    const { user } = renderWithApp(<KioskScreen manned={staffed} />, { url: '/station' });
    await screen.findByRole('group', { name: 'Number pad' });
    await typePhone(user, '9999');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No family found');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status', { name: 'Phone number typed' })).toHaveTextContent(/^$/);
  });

  it("opens a family with each child's fitting events chosen, checks in with them and shows the code while the labels print", async () => {
    const api = station({ families: [RIVERA] });
    const { user } = renderWithApp(<KioskScreen manned={staffed} />, { url: '/station' });
    await screen.findByRole('group', { name: 'Number pad' });
    await typePhone(user, '2273');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // One family: straight to who is here.
    expect(await screen.findByRole('heading', { name: 'The Rivera family' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sofia Rivera/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Ana Rivera/ })).toHaveAttribute('aria-pressed', 'false');
    const sofias = within(screen.getByRole('group', { name: 'Events for Sofia Rivera' }));
    expect(sofias.getByRole('button', { name: 'Kids club' })).toHaveAttribute('aria-pressed', 'true');
    expect(sofias.getByRole('button', { name: 'Sunday service' })).toHaveAttribute('aria-pressed', 'false');
    // Ana chooses the service.
    await user.click(within(screen.getByRole('group', { name: 'Events for Ana Rivera' })).getByRole('button', { name: 'Sunday service' }));
    await user.click(screen.getByRole('button', { name: 'Check in' }));

    expect(await screen.findByTestId('security-code')).toHaveTextContent('K7QM');
    expect(screen.getByText('Your labels are printing')).toBeInTheDocument();
    const sent = api.calls.find((call) => call.path === '/api/station/check-ins')!.body as { scanId: string };
    expect(sent).toEqual({
      scanId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      householdId: 7,
      selections: [
        { memberCode: 1, eventCode: 42 },
        { memberCode: 2, eventCode: 41 },
      ],
    });
    // The print page in its frame: Sofia's label and the tag (the answer checked in Sofia alone).
    const frame = screen.getByTestId('label-print-frame') as HTMLIFrameElement;
    const page = frame.contentDocument!;
    await waitFor(() => expect(page.querySelectorAll('.label')).toHaveLength(2));
    expect(page.querySelector('style')!.textContent).toContain('@page { size: 62mm 29mm; margin: 0; }');
    expect(page.querySelector('[data-label="name"]')!.textContent).toContain('ALLERGIES: Peanuts');
  });

  it('goes back to the pad after 20 s without a touch, each touch starting the wait again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    station({ families: [RIVERA] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<KioskScreen manned={staffed} />, { url: '/station' });
    await screen.findByRole('group', { name: 'Number pad' });
    await typePhone(user, '2273');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'The Rivera family' });
    act(() => vi.advanceTimersByTime(15_000));
    await user.click(screen.getByRole('button', { name: /Ana Rivera/ }));
    act(() => vi.advanceTimersByTime(15_000));
    // 30 s since the family showed, 15 since the last touch: still there.
    expect(screen.getByRole('heading', { name: 'The Rivera family' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByRole('heading', { name: 'The Rivera family' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Phone number typed' })).toHaveTextContent(/^$/);
  });

  it('switches to Spanish from the screen at once, and back to its own language for the next family', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    station();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<KioskScreen manned={staffed} />, { url: '/station' });
    await screen.findByRole('group', { name: 'Number pad' });
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { name: '¡Bienvenidos! Escriba su número de teléfono' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Teclado numérico' })).getByRole('button', { name: '1' }));
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(await screen.findByRole('heading', { name: 'Welcome! Type your phone number' })).toBeInTheDocument();
  });

  it('says when no check-in is open, with the station name, and shows a staffed station what the route gives it', async () => {
    stubApi((call) => (call.path === '/api/station' ? { body: { ...SELF, events: [] } } : undefined));
    renderWithApp(<KioskScreen manned={staffed} />, { url: '/station' });
    expect(await screen.findByRole('heading', { name: 'No check-in is open right now' })).toBeInTheDocument();
    expect(screen.getByText(/This is North door\./)).toBeInTheDocument();
    vi.unstubAllGlobals();
    stubApi((call) => (call.path === '/api/station' ? { body: { ...SELF, station: { ...SELF.station, mode: 'manned' } } } : undefined));
    renderWithApp(<KioskScreen manned={staffed} />, { url: '/station' });
    expect(await screen.findByText('The staffed station of North door')).toBeInTheDocument();
  });
});
