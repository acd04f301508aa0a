import { screen, waitFor, within } from '@testing-library/react';
import { errorBody, messages, type Station } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toasts/toast-store.ts';
import { TestEnvMantine, renderWithApp } from '../../../test/render.tsx';
import { buildEnrolment, buildStation, stubApi, type ApiCall } from '../../../test/stations-fixtures.ts';
import { inTimeZone } from '../../../test/time-zone.ts';
import { StationsSettings } from './stations-settings.tsx';

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'danger');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const PROGRAMS = [
  { id: 1, name: 'Sunday School', description: null, categoryId: 2, category: 'Education' },
  { id: 2, name: 'Youth Group', description: null, categoryId: 3, category: 'Youth' },
];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000 - 10_000).toISOString();

/** The console's network address, as the server tells it to a page opened on its own machine (jsdom's is localhost). */
const NETWORK_ORIGIN = 'https://192.168.1.10:3000';

/**
 * The programs every station form and the table read, the console's network addresses, and the
 * stations list as `stations` holds it now.
 */
function serverWith(stations: Station[], more: (call: ApiCall) => ReturnType<Parameters<typeof stubApi>[0]> = () => undefined) {
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === '/api/door/addresses') return { body: { addresses: [NETWORK_ORIGIN] } };
    if (call.method === 'GET' && call.path === '/api/programs') return { body: { totalCount: PROGRAMS.length, programs: PROGRAMS } };
    if (call.method === 'GET' && call.path === '/api/stations') return { body: { stations } };
    return more(call);
  });
}

function renderSettings() {
  return renderWithApp(
    <TestEnvMantine>
      <StationsSettings />
    </TestEnvMantine>,
    { url: '/settings/stations' },
  );
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('StationsSettings', () => {
  inTimeZone('America/Toronto');

  it('lists each station with its mode, label stock, programs, switch and when it was last seen', async () => {
    serverWith([
      buildStation({ id: 1, name: 'Front door', mode: 'self', labelFormat: 'dymo-30252', lastSeenAt: minutesAgo(5) }),
      buildStation({ id: 2, name: 'Nursery', mode: 'manned', labelFormat: 'avery-5160', programIds: [2, 1], isEnabled: false }),
    ]);
    renderSettings();
    await screen.findByRole('cell', { name: 'Front door' });
    await waitFor(() => expect(cellsOf(rowOf('Nursery'))[3]).toBe('Youth Group, Sunday School'));

    expect(cellsOf(rowOf('Front door')).slice(0, 6)).toEqual([
      'Front door',
      'Self check-in kiosk',
      'Dymo 30252 (3.5 × 1.125 in)',
      'All programs',
      '',
      '5 minutes ago',
    ]);
    expect(cellsOf(rowOf('Nursery')).slice(0, 6)).toEqual([
      'Nursery',
      'Staffed station',
      'Avery 5160 sheet (30 a page)',
      'Youth Group, Sunday School',
      '',
      'Never',
    ]);
    expect(screen.getByRole('switch', { name: 'Front door enabled' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Nursery enabled' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Edit Nursery' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New enrolment code for Nursery' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Nursery' })).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    stubApi((call) => (call.path === '/api/stations' ? { status: 403, body: errorBody(messages.auth.forbidden) } : undefined));
    renderSettings();
    expect(await screen.findByRole('alert')).toHaveTextContent('The stations could not be loaded. Please try again.');
  });

  it('creates a station, then shows its code once in groups of four, its expiry, its address and its QR code', async () => {
    const stations: Station[] = [];
    const created = buildStation({ id: 7, name: 'Front door', mode: 'manned', labelFormat: 'brother-62x29', programIds: [2] });
    const { calls } = serverWith(stations, (call) => {
      if (call.method !== 'POST' || call.path !== '/api/stations') return undefined;
      stations.push(created);
      return { status: 201, body: buildEnrolment(created, { enrolmentCode: 'KQ7MA3XD', expiresAt: '2030-03-10T18:35:00.000Z' }) };
    });
    const { user } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Add Station' }));
    const form = await screen.findByRole('form', { name: 'New station' });
    // A new station starts as a self kiosk on the Dymo roll, for every program.
    expect(within(form).getByRole('radio', { name: /Self check-in kiosk/ })).toBeChecked();
    expect(within(form).getByRole('combobox', { name: 'Label format' })).toHaveValue('dymo-30252');
    expect(within(form).getByRole('combobox', { name: 'Programs' })).toHaveAttribute('placeholder', 'All programs');

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Front door');
    await user.click(within(form).getByRole('radio', { name: /Staffed station/ }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Label format' }), 'Brother 62 × 29 mm');
    await user.click(within(form).getByRole('combobox', { name: 'Programs' }));
    await user.click(await screen.findByRole('option', { name: 'Youth Group' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enrol Front door' });
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'Front door', mode: 'manned', labelFormat: 'brother-62x29', programIds: [2] },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Station created successfully!', { about: 'save.Station.create' });
    expect(within(dialog).getByTestId('enrolment-code')).toHaveTextContent('KQ7M A3XD');
    // 18:35Z on 10 March 2030 is 14:35 in Toronto (daylight-saving time began that morning).
    expect(dialog).toHaveTextContent('It works once, until 14:35.');
    // Opened on the console's own machine, the address is the one a tablet on the network can open.
    expect(window.location.hostname).toBe('localhost');
    expect(await within(dialog).findByTestId('enrolment-address')).toHaveTextContent(
      /^https:\/\/192\.168\.1\.10:3000\/station\?code=KQ7MA3XD$/,
    );
    const qr = await within(dialog).findByRole('img', { name: 'QR code of the enrolment address of Front door' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('KQ7M A3XD')).not.toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Front door' })).toBeInTheDocument();
  });

  it('announces what is wrong on the fields, from the form and from the server', async () => {
    serverWith([], (call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: errorBody(messages.common.invalidInput, { programIds: [messages.common.programIdUnknown({ id: 9 })] }),
          }
        : undefined,
    );
    const { user } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Add Station' }));
    const form = await screen.findByRole('form', { name: 'New station' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Name is required.');
    expect(toast.danger).toHaveBeenCalledWith('Station create failed! Please check for errors.', { about: 'save.Station.create' });

    await user.type(name, 'Front door');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const programs = within(form).getByRole('combobox', { name: 'Programs' });
    await waitFor(() => expect(programs).toHaveAttribute('aria-invalid', 'true'));
    expect(programs).toHaveAccessibleDescription(expect.stringContaining('Program 9 does not exist.'));
    expect(name).toHaveValue('Front door');
  });

  it("says the server's own words when there are already as many stations as there can be", async () => {
    serverWith([], (call) => (call.method === 'POST' ? { status: 409, body: errorBody(messages.stations.full({ max: 50 })) } : undefined));
    const { user } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Add Station' }));
    const form = await screen.findByRole('form', { name: 'New station' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'One too many');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.danger).toHaveBeenCalledWith('There can be at most 50 stations. Delete one you no longer use.'));
    expect(screen.getByRole('form', { name: 'New station' })).toBeInTheDocument();
  });

  it('disables and enables a station with its switch, one PATCH each', async () => {
    const stations = [buildStation({ id: 3, name: 'Front door', isEnabled: true })];
    const { calls } = serverWith(stations, (call) => {
      if (call.method !== 'PATCH' || call.path !== '/api/stations/3') return undefined;
      stations[0] = { ...stations[0]!, ...(call.body as Partial<Station>) };
      return { body: stations[0] };
    });
    const { user } = renderSettings();
    const toggle = await screen.findByRole('switch', { name: 'Front door enabled' });
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Front door enabled' })).not.toBeChecked());
    expect(toast.success).toHaveBeenCalledWith('Station Front door disabled: its devices stop at once.');

    await user.click(screen.getByRole('switch', { name: 'Front door enabled' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Front door enabled' })).toBeChecked());
    expect(toast.success).toHaveBeenCalledWith('Station Front door enabled.');
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ isEnabled: false }, { isEnabled: true }]);
  });

  it('keeps the switch as it was and says so when the change fails', async () => {
    serverWith([buildStation({ id: 3, name: 'Front door', isEnabled: true })], (call) =>
      call.method === 'PATCH' ? { status: 500, body: { message: 'Internal error' } } : undefined,
    );
    const { user } = renderSettings();
    await user.click(await screen.findByRole('switch', { name: 'Front door enabled' }));
    await waitFor(() => expect(toast.danger).toHaveBeenCalledWith('The station could not be changed. Please try again.'));
    expect(screen.getByRole('switch', { name: 'Front door enabled' })).toBeChecked();
  });

  it('renames a station and changes its programs in the edit dialog', async () => {
    const stations = [buildStation({ id: 4, name: 'Front dor', programIds: [1] })];
    const { calls } = serverWith(stations, (call) => {
      if (call.method !== 'PATCH' || call.path !== '/api/stations/4') return undefined;
      stations[0] = { ...stations[0]!, ...(call.body as Partial<Station>) };
      return { body: stations[0] };
    });
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Edit Front dor' }));
    const form = await screen.findByRole('form', { name: 'Station Front dor' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Front dor');
    await user.clear(name);
    await user.type(name, 'Front door');
    await user.click(within(form).getByRole('combobox', { name: 'Programs' }));
    await user.click(await screen.findByRole('option', { name: 'Youth Group' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { name: 'Front door', mode: 'self', labelFormat: 'dymo-30252', programIds: [1, 2] },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Station updated successfully!', { about: 'save.Station.update' });
    expect(await screen.findByRole('cell', { name: 'Front door' })).toBeInTheDocument();
  });

  it('still shows the code, and says why there is no QR code, when the console listens on its own machine only', async () => {
    const station = buildStation({ id: 5, name: 'Nursery' });
    stubApi((call) => {
      if (call.path === '/api/stations') return { body: { stations: [station] } };
      if (call.path === '/api/door/addresses') return { body: { addresses: [] } };
      return call.path === '/api/stations/5/enrolment-code' ? { body: buildEnrolment(station, { enrolmentCode: 'ACDE3479' }) } : undefined;
    });
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'New enrolment code for Nursery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enrol Nursery' });
    expect(within(dialog).getByTestId('enrolment-code')).toHaveTextContent('ACDE 3479');
    expect(await within(dialog).findByText(/Other devices cannot reach this console/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('makes a new enrolment code for an existing station and shows it', async () => {
    const station = buildStation({ id: 5, name: 'Nursery' });
    const { calls } = serverWith([station], (call) =>
      call.method === 'POST' && call.path === '/api/stations/5/enrolment-code'
        ? { body: buildEnrolment(station, { enrolmentCode: 'ACDE3479', expiresAt: '2030-07-01T13:00:00.000Z' }) }
        : undefined,
    );
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'New enrolment code for Nursery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enrol Nursery' });
    expect(within(dialog).getByTestId('enrolment-code')).toHaveTextContent('ACDE 3479');
    // 13:00Z on 1 July is 09:00 in Toronto (UTC-4 in summer).
    expect(dialog).toHaveTextContent('It works once, until 09:00.');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/stations/5/enrolment-code']);
  });

  it('deletes a station only after asking', async () => {
    const stations = [buildStation({ id: 6, name: 'Old tablet' }), buildStation({ id: 8, name: 'Front door' })];
    const { calls } = serverWith(stations, (call) => {
      if (call.method !== 'DELETE' || call.path !== '/api/stations/6') return undefined;
      stations.splice(0, 1);
      return { status: 204 };
    });
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Delete Old tablet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete station' });
    expect(dialog).toHaveTextContent('Delete the station Old tablet?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep station' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Old tablet' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete station' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Old tablet' })).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Station deleted successfully!');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/stations/6']);
    expect(screen.getByRole('cell', { name: 'Front door' })).toBeInTheDocument();
  });
});
