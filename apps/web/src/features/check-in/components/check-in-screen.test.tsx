import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorBody, messages } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Event } from '@console/contracts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { sentRequest, stubApi, type ApiAnswer, type ApiCall } from '../../../test/stub-api.ts';
import { stubEventSource } from '../../../test/fake-event-source.ts';
import { useEvent } from '../../../entities/events/api/get-event.ts';
import type { Camera } from '../hooks/use-camera.ts';
import { IDBFactory } from 'fake-indexeddb';
import { closeDoorStore } from '../door-store.ts';
import { checkInMessages } from '../messages.ts';
import type { QrDecoder } from '../qr-decoder.ts';
import { CheckInScreen } from './check-in-screen.tsx';

// A fake camera: no getUserMedia, no canvas; every frame is a dummy image for the fake decoder.
const fake = vi.hoisted(() => ({ status: 'ready' as 'starting' | 'ready' | 'not-found' | 'insecure' }));
vi.mock('../hooks/use-camera.ts', () => ({
  useCamera: (): Camera => ({
    videoRef: { current: null },
    status: fake.status,
    devices: [{ deviceId: 'cam-1', label: 'Front door camera' }],
    deviceId: 'cam-1',
    selectDevice: () => {},
    torch: { supported: false, on: false, toggle: () => {} },
    grabFrame: () => ({}) as ImageData,
  }),
}));

/** What the camera "sees": null (no QR code) until a test holds a code up. */
let shown: string | null = null;
const decoder: QrDecoder = { decode: async () => shown };

function buildEvent(overrides: Partial<Event> = {}): Event {
  return {
    code: 7,
    name: 'Youth Night',
    registrationRequired: false,
    registered: 3,
    checked: 1,
    isCancelled: false,
    ...overrides,
  } as Event;
}

/** Stubs the API: the event (its counts read from `counts`), and PUT/POST answered by the test. */
function stubEventApi(event: Event, answer: (call: ApiCall) => ApiAnswer | undefined) {
  const counts = { registered: event.registered, checked: event.checked };
  const { calls } = stubApi((call) =>
    call.pathname === `/api/events/${event.code}` && call.method === 'GET' ? { body: { ...event, ...counts } } : answer(call),
  );
  return { calls, counts };
}

/** The event, and every PUT a check-in of a registered member that the event's counts take in. */
function stubCheckInsCounted(event: Event) {
  const stub = stubEventApi(event, (call) => {
    if (call.method !== 'PUT') return undefined;
    stub.counts.checked += 1;
    return attendee(Number(call.path.split('/').pop()));
  });
  return stub;
}

const notFound = { status: 404, body: errorBody(messages.attendance.attendeeNotFound) };
const attendee = (code: number, fullname = 'Ana Lopez', overrides: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    code,
    fullname,
    registered: true,
    checkIn: true,
    checkedInAt: '2030-03-10T18:42:00.000Z',
    checkedInBy: { code: 1, fullname: 'Ana Pérez' },
    alreadyCheckedIn: false,
    care: null,
    ...overrides,
  },
});
/**
 * What the screen sends with every check-in: a fresh scan id, the station's name (none until
 * given) and, at an event open to all, `register: true` (a walk-in is registered by the same call).
 */
const scanBody = (station: string | null = null, { register = true } = {}) => ({
  checkIn: true,
  ...(register && { register: true }),
  scanId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  station,
});

function Harness({ code }: { code: number }) {
  const { data } = useEvent(code);
  return data ? <CheckInScreen event={data} decoder={decoder} /> : null;
}

function renderScreen(code = 7) {
  return renderWithApp(<Harness code={code} />, { url: `/events/${code}/check-in` });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET').map(sentRequest);

/** The answer panel: a live region that stays in place, so that a screen reader announces each answer put in it. */
const answerPanel = () => screen.getByTestId('answer-panel');
async function expectAnnounced(text: string) {
  await waitFor(() => expect(answerPanel()).toHaveTextContent(text));
  expect(answerPanel()).toHaveAttribute('aria-live', 'assertive');
}

beforeEach(() => {
  shown = null;
  localStorage.clear();
  fake.status = 'ready';
  vi.spyOn(toast, 'danger');
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'warning');
  vi.spyOn(toast, 'info');
});

afterEach(() => {
  // The answer panel is the door's signal (docs/product.md §6.5): the screen raises no toast, whatever happened.
  for (const variant of ['success', 'warning', 'danger', 'info'] as const) expect(toast[variant], variant).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // A fresh device for the next test: no roster, nothing waiting.
  closeDoorStore();
  globalThis.indexedDB = new IDBFactory();
});

describe('CheckInScreen', () => {
  it('says Invalid QR Code! in red in the answer panel for a code that is not a member code, and calls nothing', async () => {
    const { calls } = stubEventApi(buildEvent(), () => notFound);
    renderScreen();
    await screen.findByText('Registered');
    shown = 'hello';
    await expectAnnounced(checkInMessages.invalidQrCode);
    expect(screen.getByTestId('check-in-result')).toHaveAttribute('data-tone', 'danger');
    expect(writes(calls)).toEqual([]);
  });

  it('announces each answer in the panel that stays in place, with what the toast used to say', async () => {
    stubEventApi(buildEvent(), (call) => (call.method === 'PUT' ? { ...attendee(42, 'Ana Lopez'), status: 201 } : undefined));
    renderScreen();
    const idle = await screen.findByText('Show a member QR code to the camera');
    const panel = answerPanel();
    expect(panel).toContainElement(idle);
    shown = '42';
    await expectAnnounced('Ana Lopez');
    // The same element: a live region put on the page with its text is not announced by every screen reader.
    expect(answerPanel()).toBe(panel);
    expect(panel).toHaveTextContent('Checked in');
    expect(panel).toHaveTextContent(checkInMessages.registeredAndChecked);
  });

  it('checks in a registered member, shows them large and refetches the counts without a live stream', async () => {
    const { calls } = stubCheckInsCounted(buildEvent());
    renderScreen();
    expect(await screen.findByTestId('registered-count')).toHaveTextContent('3');
    expect(screen.getByTestId('checked-count')).toHaveTextContent('1');
    shown = '42';
    await expectAnnounced(checkInMessages.checked);
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/api/events/7/attendees/42', body: scanBody() }]);
    const banner = screen.getByTestId('check-in-result');
    expect(banner).toHaveTextContent('Ana Lopez');
    expect(banner).toHaveTextContent('Checked in');
    await waitFor(() => expect(screen.getByTestId('checked-count')).toHaveTextContent('2'));
    expect(calls.filter((call) => call.method === 'GET' && call.pathname === '/api/events/7')).toHaveLength(2);
  });

  it('takes the counts the live stream pushes after a check-in, without reading the event again', async () => {
    const streams = stubEventSource();
    const { calls } = stubCheckInsCounted(buildEvent());
    renderScreen();
    expect(await screen.findByTestId('checked-count')).toHaveTextContent('1');
    expect(streams.map((stream) => stream.url)).toEqual(['/api/events/7/live']);
    // On connect the server sends the counts.
    streams[0]!.send('counts', { registered: 3, checked: 1, present: 1 });
    shown = '42';
    await expectAnnounced(checkInMessages.checked);
    streams[0]!.send('counts', { registered: 3, checked: 2, present: 2 });
    await waitFor(() => expect(screen.getByTestId('checked-count')).toHaveTextContent('2'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/api/events/7/attendees/42', body: scanBody() }]);
    // The event was read once, when the screen opened.
    expect(calls.filter((call) => call.method === 'GET' && call.pathname === '/api/events/7')).toHaveLength(1);
  });

  it('shows who is present once the live stream has pushed it, and no longer once the stream dropped', async () => {
    const streams = stubEventSource();
    stubEventApi(buildEvent({ registered: 5, checked: 3 }), () => undefined);
    renderScreen();
    expect(await screen.findByTestId('checked-count')).toHaveTextContent('3');
    // The event has no present count: until the stream says, the screen does not guess one.
    expect(screen.queryByText('Present')).not.toBeInTheDocument();
    expect(screen.queryByTestId('present-count')).not.toBeInTheDocument();

    streams[0]!.send('counts', { registered: 5, checked: 3, present: 2 });
    expect(await screen.findByRole('group', { name: 'Present' })).toHaveTextContent('2');
    expect(screen.getByTestId('present-count')).toHaveTextContent('2');
    expect(screen.getByTestId('checked-count')).toHaveTextContent('3');
    // A check-out elsewhere: one fewer present, as many checked in.
    streams[0]!.send('counts', { registered: 5, checked: 3, present: 1 });
    await waitFor(() => expect(screen.getByTestId('present-count')).toHaveTextContent('1'));

    // Dropped: nothing keeps the count current, so it goes until the stream is back.
    streams[0]!.drop();
    await waitFor(() => expect(screen.queryByTestId('present-count')).not.toBeInTheDocument());
    streams[0]!.send('counts', { registered: 5, checked: 3, present: 1 });
    expect(await screen.findByTestId('present-count')).toHaveTextContent('1');
  });

  it('asks before registering on an event that requires registration: No registers nothing and says Not registered', async () => {
    const { calls } = stubEventApi(buildEvent({ registrationRequired: true }), () => notFound);
    const { user } = renderScreen();
    await screen.findByText('Registered');
    shown = '42';
    const dialog = await screen.findByRole('dialog', { name: checkInMessages.notRegisteredTitle });
    // No member record answered (a 404): the question names the member by code.
    expect(dialog).toHaveTextContent('Member 42 is not registered for this event. Register and check in?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls).map((call) => call.method)).toEqual(['PUT']);
    expect(toast.success).not.toHaveBeenCalled();
    const answer = screen.getByTestId('check-in-result');
    expect(answer).toHaveTextContent('Member 42');
    expect(answer).toHaveTextContent('Not registered');
    expect(answer).toHaveAttribute('data-tone', 'danger');
  });

  it("names the member in the question, from the member's record, and in the Not registered answer after No", async () => {
    const { calls } = stubEventApi(buildEvent({ registrationRequired: true }), (call) =>
      call.pathname === '/api/members/42' ? { body: { code: 42, fullname: 'Ana Ruiz' } } : notFound,
    );
    const { user } = renderScreen();
    await screen.findByText('Registered');
    shown = '42';
    const dialog = await screen.findByRole('dialog', { name: checkInMessages.notRegisteredTitle });
    expect(dialog).toHaveTextContent('Ana Ruiz is not registered for this event. Register and check in?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    const answer = await screen.findByTestId('check-in-result');
    expect(answer).toHaveTextContent('Ana Ruiz');
    expect(answer).toHaveTextContent('Not registered');
    expect(writes(calls).map((call) => call.method)).toEqual(['PUT']);
  });

  it('says who checked a member in already, and when, in amber', async () => {
    // 18:42 on the machine's own clock, whatever its time zone.
    const checkedInAt = new Date(2030, 2, 10, 18, 42).toISOString();
    stubEventApi(buildEvent(), () => attendee(42, 'Ana Lopez', { alreadyCheckedIn: true, checkedInAt }));
    renderScreen();
    await screen.findByText('Registered');
    shown = '42';
    const answer = await screen.findByTestId('check-in-result');
    await waitFor(() => expect(answer).toHaveTextContent('Already checked in at 18:42 by Ana Pérez'));
    expect(answer).toHaveTextContent('Ana Lopez');
    expect(answer).toHaveAttribute('data-tone', 'warning');
  });

  it('says Event is cancelled. in red when the server refuses, and no longer stays silent', async () => {
    stubEventApi(buildEvent(), () => ({ status: 409, body: errorBody(messages.events.cancelled) }));
    renderScreen();
    await screen.findByText('Registered');
    shown = '42';
    const answer = await screen.findByTestId('check-in-result');
    expect(answer).toHaveTextContent('Event is cancelled.');
    expect(answer).toHaveAttribute('data-tone', 'danger');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows a care alert that stops the scanning until acknowledged', async () => {
    const { calls } = stubEventApi(buildEvent(), (call) =>
      attendee(Number(call.path.split('/').pop()), 'Bea Care', { care: { foodAllergies: 'Peanuts', medicalConditions: 'Asthma' } }),
    );
    const { user } = renderScreen();
    await screen.findByText('Registered');
    shown = '42';
    const alert = await screen.findByRole('alert', { name: 'Care' });
    expect(alert).toHaveTextContent('Food allergies: Peanuts');
    expect(alert).toHaveTextContent('Medical conditions: Asthma');
    // The next member's code is held up, but nothing is sent before the volunteer acknowledges.
    shown = '43';
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(writes(calls)).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Understood, next scan' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]!.path).toBe('/api/events/7/attendees/43');
  });

  it('offline, decides from the stored roster, queues the check-in and sends it with the same scan id when the network is back', async () => {
    const event = buildEvent({ registrationRequired: true });
    let networkUp = false;
    const roster = {
      event,
      generatedAt: '2030-03-10T18:00:00.000Z',
      attendees: [{ code: 42, fullname: 'Ana Lopez', registered: true, checkIn: false, checkedInAt: null, care: null }],
    };
    const { calls } = stubEventApi(event, (call) => {
      if (call.pathname === '/api/events/7/roster') return { body: roster };
      if (!networkUp) throw new TypeError('Failed to fetch');
      return attendee(42);
    });
    renderScreen();
    await waitFor(() => expect(calls.some((call) => call.pathname === '/api/events/7/roster')).toBe(true));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await screen.findByText('Registered');
    await new Promise((resolve) => setTimeout(resolve, 50));
    shown = '42';
    const answer = await screen.findByTestId('saved-here');
    expect(answer).toHaveTextContent('Saved on this device');
    expect(screen.getByTestId('check-in-result')).toHaveTextContent('Ana Lopez');
    await waitFor(() => expect(screen.getByTestId('waiting-count')).toHaveTextContent('Waiting to send: 1'));

    networkUp = true;
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByTestId('waiting-count')).toHaveTextContent('Waiting to send: 0'));
    const sent = writes(calls).filter((call) => call.method === 'PUT');
    // Every attempt of the one scan carries the same id: the server counts it once.
    expect(new Set(sent.map((call) => (call.body as { scanId: string }).scanId)).size).toBe(1);
    expect(sent.at(-1)).toEqual({ method: 'PUT', path: '/api/events/7/attendees/42', body: scanBody(null, { register: false }) });
  });

  it('sends the station name, asked once and kept on the device', async () => {
    const { calls } = stubEventApi(buildEvent(), () => attendee(42));
    const { user } = renderScreen();
    await user.type(await screen.findByRole('textbox', { name: 'Station name' }), 'Door A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('station-name')).toHaveTextContent('Door A');
    expect(localStorage.getItem('console.station')).toBe('Door A');
    shown = '42';
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'PUT', path: '/api/events/7/attendees/42', body: scanBody('Door A') }]));
  });

  it('asks before registering on an event that requires registration: Yes registers and checks in', async () => {
    const { calls } = stubEventApi(buildEvent({ registrationRequired: true }), (call) =>
      call.method === 'PUT' ? notFound : attendee(42, 'Ben Ruiz'),
    );
    const { user } = renderScreen();
    await screen.findByText('Registered');
    shown = '42';
    const dialog = await screen.findByRole('dialog', { name: checkInMessages.notRegisteredTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expectAnnounced(checkInMessages.registeredAndChecked);
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/api/events/7/attendees/42', body: scanBody(null, { register: false }) },
      { method: 'POST', path: '/api/events/7/attendees', body: { code: 42, ...scanBody(null, { register: false }) } },
    ]);
    // One scan, one id, whichever call carries it.
    const [put, post] = writes(calls).map((call) => (call.body as { scanId: string }).scanId);
    expect(post).toBe(put);
    expect(screen.getByTestId('check-in-result')).toHaveTextContent('Ben Ruiz');
  });

  it('registers and checks in a walk-in at an open event with one call, without a dialog', async () => {
    // The server registers the member with the check-in: 201.
    const { calls } = stubEventApi(buildEvent({ registrationRequired: false }), (call) =>
      call.method === 'PUT' ? { ...attendee(42), status: 201 } : undefined,
    );
    renderScreen();
    await screen.findByText('Registered');
    shown = '42';
    await expectAnnounced(checkInMessages.registeredAndChecked);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('check-in-result')).toHaveTextContent('registered now');
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/api/events/7/attendees/42', body: scanBody() }]);
  });

  it('handles a code held up for several frames once', async () => {
    const { calls } = stubEventApi(buildEvent(), () => attendee(42));
    renderScreen();
    await screen.findByText('Registered');
    shown = '42';
    await expectAnnounced(checkInMessages.checked);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(writes(calls)).toHaveLength(1);
    // One answer: none listed before it.
    expect(screen.queryByTestId('recent-answers')).not.toBeInTheDocument();
  });

  it('checks in a code typed by hand', async () => {
    const { calls } = stubEventApi(buildEvent(), () => attendee(55, 'Carla Diaz'));
    const { user } = renderScreen();
    await user.type(await screen.findByRole('textbox', { name: 'Member code' }), '55');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await expectAnnounced(checkInMessages.checked);
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/api/events/7/attendees/55', body: scanBody() }]);
    expect(screen.getByRole('textbox', { name: 'Member code' })).toHaveValue('');
  });

  it('says member codes are digits for a name typed in the code box, and points to the members list searched for it', async () => {
    const { calls } = stubEventApi(buildEvent(), () => attendee(55));
    const { user } = renderScreen();
    await user.type(await screen.findByRole('textbox', { name: 'Member code' }), 'José Pérez');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await expectAnnounced('Member codes are digits');
    expect(answerPanel()).not.toHaveTextContent(checkInMessages.invalidQrCode);
    const search = within(answerPanel()).getByRole('link', { name: 'Search “José Pérez” in the members list' });
    const href = new URL(search.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/members');
    expect(href.searchParams.get('search')).toBe('José Pérez');
    expect(writes(calls)).toEqual([]);
    await user.click(search);
    expect(new URL(screen.getByTestId('location').textContent!, 'http://localhost').searchParams.get('search')).toBe('José Pérez');
  });

  it('sends a code typed by hand again within 10 s, where a scan would be ignored as a repeat', async () => {
    const { calls } = stubEventApi(buildEvent(), () => attendee(55, 'Carla Diaz'));
    const { user } = renderScreen();
    const input = await screen.findByRole('textbox', { name: 'Member code' });
    for (let time = 0; time < 2; time++) {
      await user.type(input, '55');
      await user.click(screen.getByRole('button', { name: 'Check in' }));
      await waitFor(() => expect(writes(calls)).toHaveLength(time + 1));
    }
    expect(writes(calls).map((call) => call.path)).toEqual(['/api/events/7/attendees/55', '/api/events/7/attendees/55']);
  });

  it('checks in a code typed quickly by a USB scanner, followed by Enter', async () => {
    const { calls } = stubEventApi(buildEvent(), () => attendee(61));
    renderScreen();
    await screen.findByText('Registered');
    for (const key of ['6', '1', 'Enter']) fireEvent.keyDown(document.body, { key });
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'PUT', path: '/api/events/7/attendees/61', body: scanBody() }]));
  });

  it('says Camera not found. when no camera can be used, and still takes typed codes', async () => {
    fake.status = 'not-found';
    stubEventApi(buildEvent(), () => attendee(1));
    renderScreen();
    expect(await screen.findByText(checkInMessages.cameraNotFound)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Member code' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Camera' })).not.toBeInTheDocument();
  });

  it('on a page that is not secure, says the camera needs https, and still checks in typed codes', async () => {
    fake.status = 'insecure';
    // Nor has such a page crypto.randomUUID, which browsers give to secure contexts alone.
    Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: undefined });
    onTestFinished(() => {
      Reflect.deleteProperty(crypto, 'randomUUID');
    });
    const { calls } = stubEventApi(buildEvent(), () => attendee(55, 'Carla Diaz'));
    const { user } = renderScreen();
    expect(await screen.findByText(/The camera needs a secure \(https\) address/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How to set it up' })).toBeInTheDocument();
    expect(screen.queryByText(checkInMessages.cameraNotFound)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Member code' }), '55');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'PUT', path: '/api/events/7/attendees/55', body: scanBody() }]));
    expect(await screen.findByTestId('check-in-result')).toHaveTextContent('Carla Diaz');
  });

  describe('Open on another device', () => {
    /** The screen opened on the console's own machine (jsdom's page is http://localhost:3000), the console listening on `addresses`. */
    function openWithAddresses(addresses: string[]) {
      const { calls } = stubEventApi(buildEvent(), (call) =>
        call.pathname === '/api/door/addresses' ? { body: { addresses } } : undefined,
      );
      return { calls, ...renderScreen() };
    }
    const addressCalls = (calls: ApiCall[]) => calls.filter((call) => call.pathname === '/api/door/addresses');

    it("shows a QR code and the text of this screen at the console's first network address", async () => {
      const { calls, user } = openWithAddresses(['https://192.168.1.10:3000', 'https://10.0.0.4:3000']);
      await screen.findByText('Registered');
      expect(addressCalls(calls)).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Open on another device' }));
      const dialog = await screen.findByRole('dialog', { name: 'Open on another device' });
      const code = await within(dialog).findByRole('img', { name: "QR code of this check-in screen's address" });
      expect(code.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      expect(within(dialog).getByTestId('other-device-url')).toHaveTextContent('https://192.168.1.10:3000/events/7/check-in');
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      expect(addressCalls(calls)).toHaveLength(1);
    });

    it('warns that an http:// address gives the other device no camera', async () => {
      const { user } = openWithAddresses(['http://192.168.1.10:3000']);
      await user.click(await screen.findByRole('button', { name: 'Open on another device' }));
      const dialog = await screen.findByRole('dialog', { name: 'Open on another device' });
      expect(await within(dialog).findByTestId('other-device-url')).toHaveTextContent('http://192.168.1.10:3000/events/7/check-in');
      expect(within(dialog).getByRole('alert')).toHaveTextContent('This address is not secure (http://)');
    });

    it('says the console must listen on the network (HOST=0.0.0.0) when it has no network address, and how to set it up', async () => {
      const { user } = openWithAddresses([]);
      await user.click(await screen.findByRole('button', { name: 'Open on another device' }));
      const dialog = await screen.findByRole('dialog', { name: 'Open on another device' });
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('it listens on this machine only. Start it with HOST=0.0.0.0');
      expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
      const help = within(dialog).getByRole('button', { name: 'How to set it up' });
      expect(help).toHaveAttribute('aria-expanded', 'false');
      await user.click(help);
      expect(help).toHaveAttribute('aria-expanded', 'true');
      expect(dialog).toHaveTextContent('http://ADDRESS:3000/console-authority.crt');
      expect(dialog).toHaveTextContent('docs/operations.md');
    });
  });
});
