import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import type { Event, Member } from '@console/contracts';
import {
  closeDoors,
  createDoorEvent as createEvent,
  openDoor as openDoorWith,
  registerAt as register,
  type DoorOptions,
} from './support/door.ts';
import { makeQrVideo } from './support/fake-camera.ts';
import { createMember, expect, test, type Api } from './support/fixtures.ts';
import { axeClean } from './support/axe.ts';
import { auth } from './support/seed.ts';
import { E2E_PORT } from './support/constants.ts';

/** QR check-in with a real camera stream (support/door.ts): each test's camera shows one code. */

// Each test starts a browser and makes a video: give them room.
test.describe.configure({ timeout: 60_000 });
test.afterEach(closeDoors);

/** A door whose camera shows `qrText` as a QR code, or that has no camera. */
async function openDoor(api: Api, event: Event, qrText: string | null, options?: DoorOptions) {
  return openDoorWith(api, event, qrText === null ? null : await makeQrVideo(qrText), options);
}

/**
 * The scan's check-in call, then the one registering POST; a code still held up to the camera
 * after its 10 s window is only checked again (PUT), never registered twice.
 */
function expectRegisteredOnce(writes: string[], event: Event, member: Member) {
  const checkIn = `PUT /api/events/${event.code}/attendees/${member.code}`;
  expect(writes.slice(0, 2)).toEqual([checkIn, `POST /api/events/${event.code}/attendees`]);
  expect(writes.slice(2).filter((write) => write !== checkIn)).toEqual([]);
}

const counter = (page: Page, label: 'Registered' | 'Checked') => page.getByTestId(`${label.toLowerCase()}-count`);
const PHONE = { width: 390, height: 844 };
/** A name of the network for this machine (Chromium maps it to 127.0.0.1): a page opened by it over http:// is not secure. */
const DOOR_NAME = 'door.parish.test';
/** The answer panel, the live region a screen reader announces each answer from (docs/product.md §6.5). */
const answerPanel = (page: Page) => page.getByTestId('answer-panel');

/** No toast beside the answer: none shows once a toast's one-second entrance delay has passed (docs/product.md §2.6). */
async function expectNoToast(page: Page) {
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('button', { name: 'Close notification' })).toHaveCount(0);
}

test('checks in a registered member shown to the camera and updates the counters', async ({ adminApi }) => {
  const event = await createEvent(adminApi, { registrationRequired: true });
  const member = await createMember(adminApi, { firstName: 'Rita' });
  await register(adminApi, event, member);
  const { page, firstWindow } = await openDoor(adminApi, event, String(member.code));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(new RegExp(`Home.*Events.*${event.code}.*Check-In`));
  await expect(answerPanel(page)).toHaveAttribute('aria-live', 'assertive');
  await expect(answerPanel(page)).toContainText('Attendee checked successfully!', { timeout: 15_000 });
  const banner = page.getByTestId('check-in-result');
  await expect(banner).toContainText(`Rita ${member.lastName}`);
  await expect(banner).toContainText('Checked in');
  await expectNoToast(page);
  await expect(counter(page, 'Registered')).toHaveText('1');
  await expect(counter(page, 'Checked')).toHaveText('1');
  expect(firstWindow()).toEqual([`PUT /api/events/${event.code}/attendees/${member.code}`]);
});

test('says Already checked in, in amber, for a member in already, with no toast beside it', async ({ adminApi }) => {
  const event = await createEvent(adminApi, { registrationRequired: true });
  const member = await createMember(adminApi, { firstName: 'Alma' });
  const checkedIn = await adminApi.request.post(`/api/events/${event.code}/attendees`, {
    headers: auth(adminApi),
    data: { code: member.code, checkIn: true },
  });
  expect(checkedIn.status(), await checkedIn.text()).toBe(201);
  const { page } = await openDoor(adminApi, event, String(member.code));
  const result = page.getByTestId('check-in-result');
  await expect(result).toHaveAttribute('data-tone', 'warning', { timeout: 15_000 });
  await expect(result).toContainText(`Alma ${member.lastName}`);
  await expect(result).toContainText(/Already checked in at \d\d:\d\d/);
  await expect(answerPanel(page)).not.toContainText('successfully');
  await expectNoToast(page);
});

test('on a phone (390×844), shows the answer together with the camera preview, both in view', async ({ adminApi }) => {
  const event = await createEvent(adminApi, { registrationRequired: true });
  const member = await createMember(adminApi, { firstName: 'Pia' });
  await register(adminApi, event, member);
  const { page } = await openDoor(adminApi, event, String(member.code), { viewport: PHONE });
  await expect(page.getByTestId('check-in-result')).toContainText(`Pia ${member.lastName}`, { timeout: 15_000 });
  // What the volunteer must see without scrolling: the camera and the answer to the scan.
  for (const [name, shown] of [
    ['camera preview', page.getByLabel('Camera preview')],
    ['answer panel', answerPanel(page)],
  ] as const) {
    const box = await shown.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.y, `${name} top`).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, `${name} bottom`).toBeLessThanOrEqual(PHONE.height);
  }
  await axeClean(page);
});

test('counts a code held up to the camera for 3 seconds once', async ({ adminApi }) => {
  const event = await createEvent(adminApi, { registrationRequired: false });
  const member = await createMember(adminApi);
  await register(adminApi, event, member);
  const { page, firstWindow } = await openDoor(adminApi, event, String(member.code));
  await expect(counter(page, 'Checked')).toHaveText('1', { timeout: 15_000 });
  await page.waitForTimeout(3_000);
  expect(firstWindow()).toEqual([`PUT /api/events/${event.code}/attendees/${member.code}`]);
  await expect(counter(page, 'Checked')).toHaveText('1');
});

test('asks before checking in an unregistered member on a registration-only event; No does nothing', async ({ adminApi }) => {
  const event = await createEvent(adminApi, { registrationRequired: true });
  const member = await createMember(adminApi);
  const { page, writes, firstWindow } = await openDoor(adminApi, event, String(member.code));
  const dialog = page.getByRole('dialog', { name: 'Warning!' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  // The question names the member, read from their record.
  await expect(dialog).toContainText(`${member.fullname} is not registered for this event. Register and check in?`);
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('check-in-result')).toContainText(member.fullname);
  await expect(page.getByTestId('check-in-result')).toContainText('Not registered');
  await page.waitForTimeout(1_500);
  // No sends nothing: the registering POST that Yes sends never goes out.
  expect(firstWindow()).toEqual([`PUT /api/events/${event.code}/attendees/${member.code}`]);
  expect(writes).not.toContain(`POST /api/events/${event.code}/attendees`);
  await expect(counter(page, 'Registered')).toHaveText('0');
  await expect(counter(page, 'Checked')).toHaveText('0');
});

test('Yes in the warning registers and checks in an unregistered member', async ({ adminApi }) => {
  const event = await createEvent(adminApi, { registrationRequired: true });
  const member = await createMember(adminApi, { firstName: 'Yara' });
  const { page, writes } = await openDoor(adminApi, event, String(member.code));
  const dialog = page.getByRole('dialog', { name: 'Warning!' });
  await dialog.getByRole('button', { name: 'Yes' }).click({ timeout: 15_000 });
  await expect(answerPanel(page)).toContainText('Attendee registered and checked successfully!');
  await expect(page.getByTestId('check-in-result')).toContainText(`Yara ${member.lastName}`);
  await expect(counter(page, 'Registered')).toHaveText('1');
  await expect(counter(page, 'Checked')).toHaveText('1');
  expectRegisteredOnce(writes, event, member);
});

test('registers and checks in an unregistered member at once on an open event, with one call', async ({ adminApi }) => {
  const event = await createEvent(adminApi, { registrationRequired: false });
  const member = await createMember(adminApi);
  const { page, writes, firstWindow } = await openDoor(adminApi, event, String(member.code));
  await expect(answerPanel(page)).toContainText('Attendee registered and checked successfully!', { timeout: 15_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(counter(page, 'Registered')).toHaveText('1');
  await expect(counter(page, 'Checked')).toHaveText('1');
  // The check-in call registers too; a code still held up after its window is only checked again.
  const checkIn = `PUT /api/events/${event.code}/attendees/${member.code}`;
  expect(firstWindow()).toEqual([checkIn]);
  expect(writes.filter((write) => write !== checkIn)).toEqual([]);
});

test('says Invalid QR Code! for a QR code that is not a member code', async ({ adminApi }) => {
  const event = await createEvent(adminApi, { registrationRequired: false });
  const { page, writes } = await openDoor(adminApi, event, 'hello');
  // The answer panel in red, and no toast (docs/product.md §6.2).
  await expect(answerPanel(page)).toContainText('Invalid QR Code!', { timeout: 15_000 });
  await expect(page.getByTestId('check-in-result')).toHaveText(/Invalid QR Code!/);
  await expect(page.getByTestId('check-in-result')).toHaveAttribute('data-tone', 'danger');
  await expectNoToast(page);
  expect(writes).toEqual([]);
});

/** Every axe violation on the page as it is now, once the dialogs' opening fades have ended. */
/** What a QR code image on the page holds, read back as a phone's camera would. */
async function readQrImage(page: Page, name: string): Promise<string | undefined> {
  const { width, height, data } = await page.getByRole('img', { name }).evaluate((image: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return { width: canvas.width, height: canvas.height, data: Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data) };
  });
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data;
}

test('on http:// by a network name, says the camera needs https, how to set it up and the address for another device; typed codes work', async ({
  adminApi,
}) => {
  // Two axe runs on top of a door: 45 s on the shared 2-core machine.
  test.setTimeout(120_000);
  const event = await createEvent(adminApi, { registrationRequired: true });
  const member = await createMember(adminApi, { firstName: 'Teo' });
  await register(adminApi, event, member);
  const origin = `http://${DOOR_NAME}:${E2E_PORT}`;
  const { page, writes } = await openDoorWith(adminApi, event, null, {
    baseURL: origin,
    args: [`--host-resolver-rules=MAP ${DOOR_NAME} 127.0.0.1`],
  });
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  await expect(page.getByText(/^The camera needs a secure \(https\) address\./)).toBeVisible();
  await expect(page.getByText('Camera not found.')).toHaveCount(0);

  await page.getByRole('button', { name: 'How to set it up' }).click();
  const help = page.getByRole('dialog', { name: 'The door on a phone' });
  await expect(help).toContainText(`${origin}/console-authority.crt`);
  await expect(help).toContainText('HTTPS=self-signed HOST=0.0.0.0');
  await axeClean(page);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.getByRole('button', { name: 'Open on another device' }).click();
  const other = page.getByRole('dialog', { name: 'Open on another device' });
  const address = `${origin}/events/${event.code}/check-in`;
  await expect(other.getByTestId('other-device-url')).toHaveText(address);
  expect(await readQrImage(page, "QR code of this check-in screen's address")).toBe(address);
  await expect(other.getByRole('alert')).toContainText('This address is not secure (http://)');
  await axeClean(page);
  await page.keyboard.press('Escape');
  await expect(other).toBeHidden();

  await page.getByRole('textbox', { name: 'Member code' }).fill(String(member.code));
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByTestId('check-in-result')).toContainText(`Teo ${member.lastName}`);
  expect(writes).toEqual([`PUT /api/events/${event.code}/attendees/${member.code}`]);
});

test('says Camera not found. when no camera can be used', async ({ adminApi }) => {
  const event = await createEvent(adminApi, { registrationRequired: false });
  const { page } = await openDoor(adminApi, event, null);
  await expect(page.getByText('Camera not found.')).toBeVisible();
  // The door still works by hand.
  await expect(page.getByRole('textbox', { name: 'Member code' })).toBeVisible();
});
