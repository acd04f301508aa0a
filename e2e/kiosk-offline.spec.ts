import type { Page } from '@playwright/test';
import type { Enrolment, Event, PickupBatch, StationSelf } from '@console/contracts';
import { axeClean } from './support/axe.ts';
import { createMember, expect, test, uniqueWord, type Api } from './support/fixtures.ts';
import { createEvent, getJson, postJson } from './support/seed.ts';

/*
 * An offline morning at the self kiosk (docs/api.md, "Offline stations"): the kiosk stores its
 * roster, the network goes, ten families check in by touch with codes the kiosk makes (its letter
 * first), through a reload, and once the network is back every check-in reaches the server once,
 * with its code.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

const FAMILIES = 10;

/** A household of a parent (the phone) and a child of six. */
async function household(api: Api, surname: string, phone: string) {
  const parent = await createMember(api, { firstName: 'Eva', lastName: surname, phones: phone, birthDate: '1988-04-10' });
  const year = new Date().getUTCFullYear() - 6;
  const child = await createMember(api, { firstName: 'Leo', lastName: surname, birthDate: `${year}-01-03` });
  const name = `The ${surname} family`;
  await postJson(api, '/api/households', {
    name,
    members: [
      { code: parent.code, role: 'adult' },
      { code: child.code, role: 'child' },
    ],
  });
  return { name, child };
}

/** The phone ends in this device's stored roster (IndexedDB), without opening a database the app has not made yet. */
function storedPhoneEnds(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'console-station')) return [];
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('console-station');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const database = open.result;
        const read = database.transaction('roster').objectStore('roster').get('current');
        read.onsuccess = () => {
          const stored = read.result as { roster: { households: { phoneEnds: string[] }[] } } | undefined;
          database.close();
          resolve(stored?.roster.households.flatMap((one) => one.phoneEnds) ?? []);
        };
      };
    });
  });
}

/** A children's event open to all, for ages 3 to 11, in progress. */
function schoolNow(api: Api): Promise<Event> {
  const now = Date.now();
  return createEvent(api, uniqueWord('Sunday school'), {
    start: new Date(now - 1800_000),
    end: new Date(now + 3 * 3600_000),
    registrationRequired: false,
    ageMin: 3,
    ageMax: 11,
  });
}

/** Enrols `page` as a new station of `mode` serving `programId`, as its QR's address does; answers what it is. */
async function enrol(api: Api, page: Page, mode: 'self' | 'manned', programId: number): Promise<StationSelf['station']> {
  const { enrolmentCode } = await postJson<Enrolment>(api, '/api/stations', {
    name: uniqueWord('Door'),
    mode,
    labelFormat: 'dymo-30252',
    programIds: [programId],
  });
  const selfAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/station' && response.ok());
  await page.goto(`/station?code=${enrolmentCode}`);
  await expect(page).toHaveURL(/\/station$/);
  return ((await (await selfAnswer).json()) as StationSelf).station;
}

/** Pad → (the family by name, if another household's phone ends alike) → who is here → Check in → the code → Done. */
async function checkInByTouch(page: Page, last4: string, family: string, child: string): Promise<string> {
  const pad = page.getByRole('group', { name: 'Number pad' });
  for (const digit of last4) await pad.getByRole('button', { name: digit, exact: true }).tap();
  await page.getByRole('button', { name: 'Search' }).tap();
  const heading = page.getByRole('heading', { name: family });
  const choice = page.getByRole('list', { name: 'Which family are you?' });
  await expect(heading.or(choice)).toBeVisible();
  if (await choice.isVisible()) await choice.getByRole('button', { name: family }).tap();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: child })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Check in' }).tap();
  const shown = page.getByTestId('security-code');
  await expect(shown).toHaveText(/^[ACDEFGHJKLMNPQRTUVWXY34679]{5}$/);
  const code = (await shown.textContent())!;
  const labels = page.frameLocator('[data-testid="label-print-frame"]');
  await expect(labels.locator('[data-label="tag"]')).toContainText(code);
  await expect(labels.locator('[data-label="name"]')).toContainText(child.split(' ')[0]!);
  await page.getByRole('button', { name: 'Done' }).tap();
  await expect(pad).toBeVisible();
  return code;
}

test('an offline morning: ten families check in by touch without the network, through a reload, and each reaches the server once with its code', async ({
  adminApi,
  page,
}) => {
  const now = Date.now();
  const school = await schoolNow(adminApi);
  // Ten phones whose last 4 digits differ from each other.
  const base = 1000 + (now % 8000);
  const families = [];
  for (let index = 0; index < FAMILIES; index++) {
    const last4 = String(base + index * 97).slice(-4);
    families.push({ last4, ...(await household(adminApi, uniqueWord('Off'), `+1 555 02${last4}`)) });
  }

  const station = await enrol(adminApi, page, 'self', school.programId);
  await expect(page.getByRole('group', { name: 'Number pad' })).toBeVisible();
  // The roster is on the device, with every family's phone ends, before the network goes.
  await expect.poll(() => storedPhoneEnds(page), { timeout: 20_000 }).toEqual(expect.arrayContaining(families.map((one) => one.last4)));
  // The service worker holds the app shell, so that the kiosk reopens without the network.
  await expect
    .poll(() => page.evaluate(async () => Boolean(navigator.serviceWorker.controller && (await caches.match('/index.html')))))
    .toBe(true);

  await page.context().setOffline(true);
  const codes: string[] = [];
  for (const family of families) {
    codes.push(await checkInByTouch(page, family.last4, family.name, `${family.child.firstName} ${family.child.lastName}`));
    const waiting = codes.length === 1 ? 'Offline: 1 check-in waiting' : `Offline: ${codes.length} check-ins waiting`;
    await expect(page.getByTestId('outbox-status')).toHaveText(waiting);
    if (codes.length === FAMILIES / 2) {
      // Reloaded halfway, still offline: the kiosk opens as the station, its check-ins still waiting.
      await page.reload();
      await expect(page.getByRole('group', { name: 'Number pad' })).toBeVisible();
      await expect(page.getByTestId('outbox-status')).toHaveText(waiting);
    }
  }
  expect(codes.every((code) => code.startsWith(station.letter))).toBe(true);
  expect(new Set(codes).size).toBe(FAMILIES);
  await axeClean(page);

  await page.context().setOffline(false);
  await expect(page.getByTestId('outbox-status')).toHaveText('', { timeout: 45_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);

  // On the server: each code names its family's child at the event, once; ten present, not more.
  for (const [index, code] of codes.entries()) {
    const batch = await getJson<PickupBatch>(adminApi, `/api/events/${school.code}/pickups?securityCode=${code}`);
    expect(batch.securityCode).toBe(code);
    expect(batch.children.map((child) => [child.memberCode, child.checkIn])).toEqual([[families[index]!.child.code, true]]);
  }
  const attendees = await getJson<{ attendees: { code: number; checkIn: boolean }[] }>(
    adminApi,
    `/api/events/${school.code}/attendees?registered=true&size=20`,
  );
  expect(
    attendees.attendees
      .filter((attendee) => attendee.checkIn)
      .map((attendee) => attendee.code)
      .sort(),
  ).toEqual(families.map((family) => family.child.code).sort());
  expect((await getJson<Event>(adminApi, `/api/events/${school.code}`)).checked).toBe(FAMILIES);
});

test('two kiosks offline at once check the same child in: both codes reach the server, the child counts once, and the staffed station shows both codes', async ({
  adminApi,
  browser,
  page,
}, testInfo) => {
  const school = await schoolNow(adminApi);
  const last4 = String(1000 + ((Date.now() + 4321) % 8000));
  const family = await household(adminApi, uniqueWord('Two'), `+1 555 03${last4}`);
  const child = `${family.child.firstName} ${family.child.lastName}`;
  const device = { baseURL: testInfo.project.use.baseURL, viewport: { width: 1024, height: 768 }, hasTouch: true };
  const otherContext = await browser.newContext(device);
  const kiosks = [page, await otherContext.newPage()];
  for (const kiosk of kiosks) {
    await enrol(adminApi, kiosk, 'self', school.programId);
    await expect.poll(() => storedPhoneEnds(kiosk), { timeout: 20_000 }).toContain(last4);
  }

  for (const kiosk of kiosks) await kiosk.context().setOffline(true);
  const codes: string[] = [];
  for (const kiosk of kiosks) codes.push(await checkInByTouch(kiosk, last4, family.name, child));
  expect(codes[0]![0]).not.toBe(codes[1]![0]);
  for (const kiosk of kiosks) {
    await kiosk.context().setOffline(false);
    await expect(kiosk.getByTestId('outbox-status')).toHaveText('', { timeout: 45_000 });
    await expect(kiosk.getByRole('alert')).toHaveCount(0);
  }
  // Either code collects the child, who is counted once.
  for (const code of codes) {
    const batch = await getJson<PickupBatch>(adminApi, `/api/events/${school.code}/pickups?securityCode=${code}`);
    expect(batch.children.map((one) => one.memberCode)).toEqual([family.child.code]);
  }
  expect((await getJson<Event>(adminApi, `/api/events/${school.code}`)).checked).toBe(1);

  // The volunteer's station lists the child with both codes, oldest first.
  const deskContext = await browser.newContext({ ...device, hasTouch: false });
  const desk = await deskContext.newPage();
  await enrol(adminApi, desk, 'manned', school.programId);
  const alert = desk.getByRole('alert');
  await expect(alert.getByRole('listitem')).toHaveText([`${child} was checked in twice to ${school.name}: codes ${codes.join(', ')}`]);
  await axeClean(desk);
  await otherContext.close();
  await deskContext.close();
});
