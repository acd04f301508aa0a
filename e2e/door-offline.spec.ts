import type { Member } from '@console/contracts';
import { createMember, expect, test, uniqueWord } from './support/fixtures.ts';
import { rosterLoaded } from './support/door.ts';
import { createEvent, getJson, register } from './support/seed.ts';

/*
 * A door through a network drop (docs/product.md §6.8): ten members checked in with the browser
 * offline, the page reloaded while still offline, then the network back, and every check-in on
 * the server exactly once.
 */

test('checks in 10 members offline, through a reload, and sends each exactly once when the network is back', async ({
  adminPage: page,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const now = Date.now();
  const event = await createEvent(adminApi, uniqueWord('Drop'), {
    registrationRequired: true,
    start: new Date(now - 24 * 3600_000),
    end: new Date(now + 24 * 3600_000),
  });
  const members: Member[] = [];
  for (let index = 0; index < 10; index += 1) {
    const member = await createMember(adminApi, { firstName: `Offline${index}` });
    await register(adminApi, event, member.code);
    members.push(member);
  }

  const rosterSaved = rosterLoaded(page, event.code);
  await page.goto(`/events/${event.code}/check-in`);
  await expect(page.getByRole('heading', { name: `${event.name} - Check-In` })).toBeVisible();
  await rosterSaved;
  // The service worker holds the app shell before the network goes.
  await expect
    .poll(() => page.evaluate(async () => Boolean(navigator.serviceWorker.controller && (await caches.match('/index.html')))))
    .toBe(true);

  await page.context().setOffline(true);
  const answer = page.getByTestId('check-in-result');
  const code = page.getByRole('textbox', { name: 'Member code' });
  // At a person's pace: the door takes at most 5 codes a second (docs/product.md §6.3), and
  // offline answers come fast enough for a loop to type more.
  let lastClick = 0;
  for (const member of members) {
    await code.fill(String(member.code));
    await page.waitForTimeout(Math.max(0, lastClick + 250 - Date.now()));
    lastClick = Date.now();
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(answer).toContainText(`${member.firstName} ${member.lastName}`);
    await expect(answer).toContainText('Checked in');
    await expect(answer.getByTestId('saved-here')).toHaveText('Saved on this device');
  }
  await expect(page.getByTestId('waiting-count')).toHaveText('Waiting to send: 10');

  // Reloaded while still offline: the app, the event and the waiting check-ins are all still here.
  await page.reload();
  await expect(page.getByRole('heading', { name: `${event.name} - Check-In` })).toBeVisible();
  await expect(page.getByTestId('waiting-count')).toHaveText('Waiting to send: 10');
  // A member checked in before the reload is known to be in, and is not queued again.
  await code.fill(String(members[0]!.code));
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(answer).toContainText(`${members[0]!.firstName} ${members[0]!.lastName}`);
  await expect(answer).toContainText(/Already checked in at \d\d:\d\d/);
  await expect(page.getByTestId('waiting-count')).toHaveText('Waiting to send: 10');

  await page.context().setOffline(false);
  // A budget: a send that gets no answer waits 5 s, and the next round comes 5 s after it.
  await expect(page.getByTestId('waiting-count')).toHaveText('Waiting to send: 0', { timeout: 30_000 });
  await expect(page.getByTestId('checked-count')).toHaveText('10');
  await expect(page.getByTestId('conflicts')).toHaveCount(0);

  const attendees = await getJson<{ totalCount: number; attendees: { code: number; checkIn: boolean }[] }>(
    adminApi,
    `/api/events/${event.code}/attendees?registered=true&size=20`,
  );
  expect(
    attendees.attendees
      .filter((attendee) => attendee.checkIn)
      .map((attendee) => attendee.code)
      .sort(),
  ).toEqual(members.map((member) => member.code).sort());
  const log = await getJson<{ checkIns: { memberCode: number; action: string }[] }>(
    adminApi,
    `/api/events/${event.code}/check-ins?size=20`,
  );
  const checkIns = log.checkIns.filter((entry) => entry.action === 'check-in').map((entry) => entry.memberCode);
  // Exactly once each: ten check-ins, ten different members.
  expect(checkIns.sort()).toEqual(members.map((member) => member.code).sort());
});
