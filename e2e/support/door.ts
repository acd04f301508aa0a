import { setTimeout } from 'node:timers/promises';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import type { Event, Member } from '@console/contracts';
import { E2E_PASSWORD, E2E_PORT } from './constants.ts';
import { fakeCameraArgs, type FakeCameraVideo } from './fake-camera.ts';
import { createMember, expect, signIn, uniqueWord, type Api } from './fixtures.ts';
import { auth, createEvent as createSeededEvent } from './seed.ts';

/**
 * A check-in door with a real camera stream: Chromium's fake capture device plays a video of QR
 * codes, so the whole path runs (getUserMedia, frame crop, zxing-wasm, scan gate, API). The video
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
/** docs/product.md §6.3: the same code scanned within 10 s is ignored. */
const DUPLICATE_WINDOW_MS = 10_000;

/** An event in progress now (from yesterday to tomorrow, UTC). */
export function createDoorEvent(api: Api, { registrationRequired }: { registrationRequired: boolean }): Promise<Event> {
  const now = Date.now();
  return createSeededEvent(api, uniqueWord('Door'), {
    registrationRequired,
    start: new Date(now - 24 * 3600_000),
    end: new Date(now + 24 * 3600_000),
  });
}

export async function registerAt(api: Api, event: Event, member: Member) {
  const response = await api.request.post(`/api/events/${event.code}/attendees`, {
    headers: auth(api),
    data: { code: member.code, checkIn: false },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export interface Door {
  page: Page;
  /** The check-in writes (PUT or POST of an attendee) the page sent. */
  writes: string[];
  /**
   * The writes sent within the 10 s repeat window (docs/product.md §6.3) of the first one. A code still held up
   * to the camera is scanned again once that window passes, which a slow machine may reach
   * within a test; this is the list the duplicate rule speaks about.
   */
  firstWindow(): string[];
  /** Errors in the browser (the same rule as the fixtures' automatic check). */
  errors: string[];
}

interface OpenedDoor {
  browser: Browser;
  video?: FakeCameraVideo;
  errors: string[];
  /** Over HTTPS: resolves once the service worker's refusals are in (serviceWorkerRefused). */
  shellSettled?: () => Promise<void>;
}

const opened: OpenedDoor[] = [];

/**
 * Over HTTPS the service worker's script is refused (isBrowsersOwn) and the app warns that it goes on
 * without its offline shell, once for each page load. A browser closed while that script was still
 * being fetched reported "An unknown error occurred when fetching the script." instead: this waits,
 * at most 10 s, until every load of `page` has had its warning.
 */
function serviceWorkerRefused(page: Page): () => Promise<void> {
  let loads = 0;
  let refusals = 0;
  page.on('load', () => (loads += 1));
  page.on('console', (message) => {
    if (message.text().startsWith('Offline shell unavailable')) refusals += 1;
  });
  return async () => {
    for (const deadline = Date.now() + 10_000; refusals < loads && Date.now() < deadline;) await setTimeout(50);
  };
}

/**
 * The browser's own lines, not the app's doing: a refused request the test provoked; over
 * HTTPS=self-signed, the service worker refusing a certificate trusted by a flag rather than by
 * the system (the app goes on without its offline shell, and warns); over plain HTTP by a name of
 * the network, helmet's Cross-Origin-Opener-Policy ignored on a page that is not secure.
 */
function isBrowsersOwn(text: string, baseURL: string): boolean {
  if (text.startsWith('Failed to load resource')) return true;
  const { protocol, hostname } = new URL(baseURL);
  if (protocol === 'https:') return text === 'An SSL certificate error occurred when fetching the script.';
  return hostname !== '127.0.0.1' && text.startsWith('The Cross-Origin-Opener-Policy header has been ignored');
}

/** Closes the doors a test opened and deletes their videos; a spec calls it after each test. */
export async function closeDoors() {
  for (const { browser, video, errors, shellSettled } of opened.splice(0)) {
    await shellSettled?.();
    await browser.close();
    await video?.remove();
    expect(errors, 'errors in the browser').toEqual([]);
  }
}

export interface DoorOptions {
  /** Runs once signed in, before the check-in screen opens. */
  beforeOpening?: (page: Page) => Promise<void>;
  /** The browser's window: a desk's by default. */
  viewport?: { width: number; height: number };
  /** The console to open, when not the plain HTTP one of playwright.config.ts (the HTTPS door's). */
  baseURL?: string;
  /** More Chromium flags (a name for the console's address, the authority its certificate is trusted by). */
  args?: string[];
}

/** The door's roster of `eventCode` answered by the server: once it has come, the door decides scans from it. */
export function rosterLoaded(page: Page, eventCode: number) {
  return page.waitForResponse((response) => response.url().endsWith(`/api/events/${eventCode}/roster`) && response.ok());
}

/**
 * A browser whose camera plays `video` (or with no camera at all), signed in as a new
 * Administrator, on the event's check-in screen. The browser and the video go after the test.
 */
export async function openDoor(
  api: Api,
  event: Event,
  video: FakeCameraVideo | null,
  { beforeOpening, viewport = { width: 1280, height: 800 }, baseURL = BASE_URL, args = [] }: DoorOptions = {},
): Promise<Door> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...BASE_ARGS, ...args, ...(video ? fakeCameraArgs(video.file) : [])],
  });
  const errors: string[] = [];
  const door: OpenedDoor = { browser, ...(video && { video }), errors };
  opened.push(door);
  const context = await browser.newContext({
    baseURL,
    viewport,
    permissions: video ? ['camera'] : [],
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !isBrowsersOwn(message.text(), baseURL)) errors.push(`console: ${message.text()}`);
  });
  if (new URL(baseURL).protocol === 'https:') door.shellSettled = serviceWorkerRefused(page);
  const writes: string[] = [];
  const sentAt: number[] = [];
  const isWrite = (request: Request) =>
    ['PUT', 'POST'].includes(request.method()) && request.url().includes(`/api/events/${event.code}/attendees`);
  page.on('request', (request) => {
    if (!isWrite(request)) return;
    writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    sentAt.push(Date.now());
  });
  const firstWindow = () => writes.filter((_write, index) => sentAt[index]! - sentAt[0]! < DUPLICATE_WINDOW_MS);
  const admin = await createMember(api, { roleId: 1, firstName: 'Door', password: E2E_PASSWORD });
  await signIn(page, admin.email, E2E_PASSWORD);
  await beforeOpening?.(page);
  await page.goto(`/events/${event.code}/check-in`);
  await expect(page.getByRole('heading', { name: `${event.name} - Check-In` })).toBeVisible();
  return { page, writes, firstWindow, errors };
}
