import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import type { Event, Member } from '@console/contracts';
import { E2E_PASSWORD, E2E_PORT } from './support/constants.ts';
import { fakeCameraArgs, makeQrVideo, type FakeCameraVideo } from './support/fake-camera.ts';
import { createMember, expect, signIn, test, uniqueWord, type Api } from './support/fixtures.ts';

/**
 * QR check-in with a real camera stream: Chromium's fake capture device plays a video of a QR
 * code, so the whole path runs (getUserMedia, frame crop, zxing-wasm, scan gate, API). The video
 * differs per test, so each test launches a browser of its own with the right flags.
 */

// The launch arguments of playwright.config.ts, which a browser launched by hand does not inherit.
const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

// Each test starts a browser and makes a video: give them room.
test.describe.configure({ timeout: 60_000 });

const auth = (api: Api) => ({ authorization: `Bearer ${api.token}` });

async function post<T>(api: Api, path: string, data: unknown): Promise<T> {
  const response = await api.request.post(path, { headers: auth(api), data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

async function get<T>(api: Api, path: string): Promise<T> {
  const response = await api.request.get(path, { headers: auth(api) });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const utcDate = (at: Date) => at.toISOString().slice(0, 10);
const utcTime = (at: Date) => at.toISOString().slice(11, 16);

/** An event in progress now (from yesterday to tomorrow, UTC), with its own program, category and venue. */
async function createEvent(api: Api, { registrationRequired }: { registrationRequired: boolean }): Promise<Event> {
  const word = uniqueWord('Ci');
  const [programCategory] = await get<{ id: number }[]>(api, '/api/program-categories');
  const program = await post<{ id: number }>(api, '/api/programs', {
    categoryId: programCategory!.id,
    name: `Program ${word}`,
    description: null,
  });
  const category = await post<{ id: number }>(api, '/api/event-categories', { name: `Category ${word}`, description: 'Check-in tests' });
  const [postalCode] = await get<{ id: number }[]>(api, '/api/postal-codes');
  const venue = await post<{ id: number }>(api, '/api/venues', {
    name: `Venue ${word}`,
    phones: null,
    website: null,
    addressLine1: '1 Main Street',
    addressLine2: null,
    postalCodeId: postalCode!.id,
  });
  const start = new Date(Date.now() - 24 * 3600_000);
  const end = new Date(Date.now() + 24 * 3600_000);
  return post<Event>(api, '/api/events', {
    programId: program.id,
    categoryId: category.id,
    venueId: venue.id,
    name: `Door ${word}`,
    description: null,
    startDate: utcDate(start),
    startTime: utcTime(start),
    endDate: utcDate(end),
    endTime: utcTime(end),
    registrationRequired,
    isPublic: false,
  });
}

async function register(api: Api, event: Event, member: Member) {
  const response = await api.request.post(`/api/events/${event.code}/attendees`, {
    headers: auth(api),
    data: { code: member.code, checkIn: false },
  });
  expect(response.status(), await response.text()).toBe(201);
}

interface Door {
  page: Page;
  /** The check-in writes (PUT or POST of an attendee) the page sent. */
  writes: string[];
  /** Errors in the browser (the same rule as the fixtures' automatic check). */
  errors: string[];
}

const opened: { browser: Browser; video?: FakeCameraVideo; errors: string[] }[] = [];

test.afterEach(async () => {
  for (const { browser, video, errors } of opened.splice(0)) {
    await browser.close();
    await video?.remove();
    expect(errors, 'errors in the browser').toEqual([]);
  }
});

/**
 * A browser whose camera shows `qrText` (or with no camera at all), signed in as a new
 * Administrator, on the event's check-in screen.
 */
async function openDoor(api: Api, event: Event, qrText: string | null): Promise<Door> {
  const video = qrText === null ? undefined : await makeQrVideo(qrText);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...BASE_ARGS, ...(video ? fakeCameraArgs(video.file) : [])],
  });
  const errors: string[] = [];
  opened.push({ browser, video, errors });
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    permissions: video ? ['camera'] : [],
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console: ${message.text()}`);
  });
  const writes: string[] = [];
  const isWrite = (request: Request) =>
    ['PUT', 'POST'].includes(request.method()) && request.url().includes(`/api/events/${event.code}/attendees`);
  page.on('request', (request) => {
    if (isWrite(request)) writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  const admin = await createMember(api, { roleId: 1, firstName: 'Door', password: E2E_PASSWORD });
  await signIn(page, admin.email, E2E_PASSWORD);
  await page.goto(`/events/${event.code}/check-in`);
  await expect(page.getByRole('heading', { name: `${event.name} - Check-In` })).toBeVisible();
  return { page, writes, errors };
}

const counter = (page: Page, label: 'Registered' | 'Checked') => page.getByTestId(`${label.toLowerCase()}-count`);
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });

test('checks in a registered member shown to the camera and updates the counters', async ({ adminApi }) => {
  const event = await createEvent(adminApi, { registrationRequired: true });
  const member = await createMember(adminApi, { firstName: 'Rita' });
  await register(adminApi, event, member);
  const { page, writes } = await openDoor(adminApi, event, String(member.code));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(new RegExp(`Home.*Events.*${event.code}.*Check-In`));
  await expect(toastText(page, 'Attendee checked successfully!')).toBeVisible({ timeout: 15_000 });
  const banner = page.getByTestId('check-in-result');
  await expect(banner).toContainText(`Rita ${member.lastName}`);
  await expect(banner).toContainText('Checked in');
  await expect(counter(page, 'Registered')).toHaveText('1');
  await expect(counter(page, 'Checked')).toHaveText('1');
  expect(writes).toEqual([`PUT /api/events/${event.code}/attendees/${member.code}`]);
});

test('counts a code held up to the camera for 3 seconds once', async ({ adminApi }) => {
  const event = await createEvent(adminApi, { registrationRequired: false });
  const member = await createMember(adminApi);
  await register(adminApi, event, member);
  const { page, writes } = await openDoor(adminApi, event, String(member.code));
  await expect(counter(page, 'Checked')).toHaveText('1', { timeout: 15_000 });
  await page.waitForTimeout(3_000);
  expect(writes).toEqual([`PUT /api/events/${event.code}/attendees/${member.code}`]);
  await expect(counter(page, 'Checked')).toHaveText('1');
});

test('asks before checking in an unregistered member on a registration-only event; No does nothing', async ({ adminApi }) => {
  const event = await createEvent(adminApi, { registrationRequired: true });
  const member = await createMember(adminApi);
  const { page, writes } = await openDoor(adminApi, event, String(member.code));
  const dialog = page.getByRole('dialog', { name: 'Warning!' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('Member not registered. Would you like to check in the user for this event?');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(1_500);
  expect(writes).toEqual([`PUT /api/events/${event.code}/attendees/${member.code}`]);
  await expect(counter(page, 'Registered')).toHaveText('0');
  await expect(counter(page, 'Checked')).toHaveText('0');
});

test('Yes in the warning registers and checks in an unregistered member', async ({ adminApi }) => {
  const event = await createEvent(adminApi, { registrationRequired: true });
  const member = await createMember(adminApi, { firstName: 'Yara' });
  const { page, writes } = await openDoor(adminApi, event, String(member.code));
  const dialog = page.getByRole('dialog', { name: 'Warning!' });
  await dialog.getByRole('button', { name: 'Yes' }).click({ timeout: 15_000 });
  await expect(toastText(page, 'Attendee registered and checked successfully!')).toBeVisible();
  await expect(page.getByTestId('check-in-result')).toContainText(`Yara ${member.lastName}`);
  await expect(counter(page, 'Registered')).toHaveText('1');
  await expect(counter(page, 'Checked')).toHaveText('1');
  expect(writes).toEqual([`PUT /api/events/${event.code}/attendees/${member.code}`, `POST /api/events/${event.code}/attendees`]);
});

test('registers and checks in an unregistered member at once on an open event', async ({ adminApi }) => {
  const event = await createEvent(adminApi, { registrationRequired: false });
  const member = await createMember(adminApi);
  const { page, writes } = await openDoor(adminApi, event, String(member.code));
  await expect(toastText(page, 'Attendee registered and checked successfully!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(counter(page, 'Registered')).toHaveText('1');
  await expect(counter(page, 'Checked')).toHaveText('1');
  expect(writes).toEqual([`PUT /api/events/${event.code}/attendees/${member.code}`, `POST /api/events/${event.code}/attendees`]);
});

test('says Invalid QR Code! for a QR code that is not a member code', async ({ adminApi }) => {
  const event = await createEvent(adminApi, { registrationRequired: false });
  const { page, writes } = await openDoor(adminApi, event, 'hello');
  await expect(toastText(page, 'Invalid QR Code!')).toBeVisible({ timeout: 15_000 });
  expect(writes).toEqual([]);
});

test('says Camera not found. when no camera can be used', async ({ adminApi }) => {
  const event = await createEvent(adminApi, { registrationRequired: false });
  const { page } = await openDoor(adminApi, event, null);
  await expect(page.getByText('Camera not found.')).toBeVisible();
  // The door still works by hand.
  await expect(page.getByRole('textbox', { name: 'Member code' })).toBeVisible();
});
