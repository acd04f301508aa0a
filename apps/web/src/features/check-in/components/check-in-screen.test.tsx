import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Event } from '@console/contracts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { useEvent } from '../../../entities/events/api/get-event.ts';
import type { Camera } from '../hooks/use-camera.ts';
import { checkInMessages } from '../messages.ts';
import type { QrDecoder } from '../qr-decoder.ts';
import { CheckInScreen } from './check-in-screen.tsx';

// A fake camera: no getUserMedia, no canvas; every frame is a dummy image for the fake decoder.
const fake = vi.hoisted(() => ({ status: 'ready' as 'starting' | 'ready' | 'not-found' }));
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

interface Call {
  method: string;
  path: string;
  body: unknown;
}

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
function stubApi(event: Event, answer: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const counts = { registered: event.registered, checked: event.checked };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const reply =
        call.path === `/api/events/${event.code}` && call.method === 'GET' ? { status: 200, body: { ...event, ...counts } } : answer(call);
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { calls, counts };
}

const notFound = { status: 404, body: { message: 'Attendee not found', errors: {} } };
const attendee = (code: number, fullname = 'Ana Lopez') => ({ status: 200, body: { code, fullname, registered: true, checkIn: true } });

function Harness({ code }: { code: number }) {
  const { data } = useEvent(code);
  return data ? <CheckInScreen event={data} decoder={decoder} /> : null;
}

function renderScreen(code = 7) {
  return renderWithApp(<Harness code={code} />, { url: `/events/${code}/check-in` });
}

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  shown = null;
  fake.status = 'ready';
  vi.spyOn(toast, 'danger');
  vi.spyOn(toast, 'success');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('CheckInScreen', () => {
  it('toasts Invalid QR Code! for a code that is not a member code, and calls nothing', async () => {
    const { calls } = stubApi(buildEvent(), () => notFound);
    renderScreen();
    await screen.findByText('Registered');
    shown = 'hello';
    await waitFor(() => expect(toast.danger).toHaveBeenCalledWith(checkInMessages.invalidQrCode));
    expect(toast.danger).toHaveBeenCalledTimes(1);
    expect(writes(calls)).toEqual([]);
  });

  it('checks in a registered member, shows them large and refetches the counts', async () => {
    const event = buildEvent();
    const { calls, counts } = stubApi(event, (call) => {
      counts.checked += 1;
      return attendee(Number(call.path.split('/').pop()));
    });
    renderScreen();
    expect(await screen.findByTestId('registered-count')).toHaveTextContent('3');
    expect(screen.getByTestId('checked-count')).toHaveTextContent('1');
    shown = '42';
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(checkInMessages.checked));
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/api/events/7/attendees/42', body: { checkIn: true } }]);
    const banner = screen.getByTestId('check-in-result');
    expect(banner).toHaveTextContent('Ana Lopez');
    expect(banner).toHaveTextContent('Checked in');
    await waitFor(() => expect(screen.getByTestId('checked-count')).toHaveTextContent('2'));
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('asks before registering on an event that requires registration: No does nothing', async () => {
    const { calls } = stubApi(buildEvent({ registrationRequired: true }), () => notFound);
    const { user } = renderScreen();
    await screen.findByText('Registered');
    shown = '42';
    const dialog = await screen.findByRole('dialog', { name: checkInMessages.notRegisteredTitle });
    expect(dialog).toHaveTextContent(checkInMessages.notRegisteredBody);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls).map((call) => call.method)).toEqual(['PUT']);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('asks before registering on an event that requires registration: Yes registers and checks in', async () => {
    const { calls } = stubApi(buildEvent({ registrationRequired: true }), (call) =>
      call.method === 'PUT' ? notFound : attendee(42, 'Ben Ruiz'),
    );
    const { user } = renderScreen();
    await screen.findByText('Registered');
    shown = '42';
    const dialog = await screen.findByRole('dialog', { name: checkInMessages.notRegisteredTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(checkInMessages.registeredAndChecked));
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/api/events/7/attendees/42', body: { checkIn: true } },
      { method: 'POST', path: '/api/events/7/attendees', body: { code: 42, checkIn: true } },
    ]);
    expect(screen.getByTestId('check-in-result')).toHaveTextContent('Ben Ruiz');
  });

  it('registers and checks in at once on an open event, without a dialog', async () => {
    const { calls } = stubApi(buildEvent({ registrationRequired: false }), (call) => (call.method === 'PUT' ? notFound : attendee(42)));
    renderScreen();
    await screen.findByText('Registered');
    shown = '42';
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(checkInMessages.registeredAndChecked));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls).map((call) => call.method)).toEqual(['PUT', 'POST']);
  });

  it('handles a code held up for several frames once', async () => {
    const { calls } = stubApi(buildEvent(), () => attendee(42));
    renderScreen();
    await screen.findByText('Registered');
    shown = '42';
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(checkInMessages.checked));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(writes(calls)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('checks in a code typed by hand', async () => {
    const { calls } = stubApi(buildEvent(), () => attendee(55, 'Carla Diaz'));
    const { user } = renderScreen();
    await user.type(await screen.findByRole('textbox', { name: 'Member code' }), '55');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(checkInMessages.checked));
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/api/events/7/attendees/55', body: { checkIn: true } }]);
    expect(screen.getByRole('textbox', { name: 'Member code' })).toHaveValue('');
  });

  it('checks in a code typed quickly by a USB scanner, followed by Enter', async () => {
    const { calls } = stubApi(buildEvent(), () => attendee(61));
    renderScreen();
    await screen.findByText('Registered');
    for (const key of ['6', '1', 'Enter']) fireEvent.keyDown(document.body, { key });
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'PUT', path: '/api/events/7/attendees/61', body: { checkIn: true } }]));
  });

  it('says Camera not found. when no camera can be used, and still takes typed codes', async () => {
    fake.status = 'not-found';
    stubApi(buildEvent(), () => attendee(1));
    renderScreen();
    expect(await screen.findByText(checkInMessages.cameraNotFound)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Member code' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Camera' })).not.toBeInTheDocument();
  });
});
