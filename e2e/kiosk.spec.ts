import type { Page } from '@playwright/test';
import type { Enrolment, Member } from '@console/contracts';
import { axeClean } from './support/axe.ts';
import { createMember, expect, test, uniqueWord, type Api } from './support/fixtures.ts';
import { createEvent, postJson } from './support/seed.ts';

/*
 * The self kiosk (docs/api.md, "Stations, self check-in and children's safety"): a tablet at the
 * children's door, 1024×768 and touch only, enrolled from the QR of Settings → Stations. A parent
 * taps the phone's last four digits, chooses the family by name, keeps the child's event, checks
 * in, reads the code while the labels print, and the kiosk goes back to its pad for the next one.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

/** How many times the search is timed: enough for a p95 that is not the one slow run alone. */
const TIMED_SEARCHES = 12;

/** A household of a parent (the phone) and a child of seven, or of an adult alone. */
async function household(api: Api, surname: string, phone: string, withChild: boolean) {
  const parent = await createMember(api, { firstName: 'Ana', lastName: surname, phones: phone, birthDate: '1990-06-15' });
  const members: { code: number; role: string }[] = [{ code: parent.code, role: 'adult' }];
  let child: Member | undefined;
  if (withChild) {
    const year = new Date().getUTCFullYear() - 7;
    child = await createMember(api, { firstName: 'Sofia', lastName: surname, birthDate: `${year}-01-02`, foodAllergies: 'Peanuts' });
    members.push({ code: child.code, role: 'child' });
  }
  const name = `The ${surname} family`;
  await postJson(api, '/api/households', { name, members });
  return { name, parent, child };
}

/**
 * Taps `digits` on the pad and then Search, and answers how long after the Search tap the family
 * list held `family`, measured in the page: from the tap's pointerdown to the frame after.
 */
async function searchTimed(page: Page, digits: string, family: string): Promise<number> {
  const pad = page.getByRole('group', { name: 'Number pad' });
  for (const digit of digits) await pad.getByRole('button', { name: digit, exact: true }).tap();
  const shownAfter = page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        let pressed = 0;
        document.addEventListener('pointerdown', () => (pressed = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          const list = document.querySelector('ul[aria-label="Which family are you?"]');
          if (!pressed || !list?.textContent?.includes(name)) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - pressed));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    family,
  );
  await page.getByRole('button', { name: 'Search' }).tap();
  await expect(page.getByRole('list', { name: 'Which family are you?' }).getByRole('button', { name: family })).toBeVisible();
  return Math.round(await shownAfter);
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.ceil(share * values.length) - 1]!;

test('a parent checks a child in by touch at the kiosk: phone pad, family by name, the child’s event kept, the code, the labels; then back to the pad', async ({
  adminApi,
  page,
}, testInfo) => {
  const now = Date.now();
  const during = { start: new Date(now - 3600_000), end: new Date(now + 3 * 3600_000), registrationRequired: false };
  const kids = await createEvent(adminApi, uniqueWord('Kids'), { ...during, ageMin: 3, ageMax: 11 });
  const service = await createEvent(adminApi, uniqueWord('Service'), { ...during, ageMin: 18, programId: kids.programId });
  // Two households whose phones end alike: the kiosk asks which one is at the screen.
  const last4 = String(1000 + (now % 9000));
  const ours = await household(adminApi, uniqueWord('Kio'), `+1 555 01${last4}`, true);
  const theirs = await household(adminApi, uniqueWord('Kia'), `555-99${last4}`, false);

  const { station, enrolmentCode } = await postJson<Enrolment>(adminApi, '/api/stations', {
    name: uniqueWord('Door'),
    mode: 'self',
    labelFormat: 'dymo-30252',
    programIds: [kids.programId],
  });
  expect(station.mode).toBe('self');

  // The enrolment address, as its QR gives it: the station enrols and the code leaves the address.
  await page.goto(`/station?code=${enrolmentCode}`);
  await expect(page.getByRole('group', { name: 'Number pad' })).toBeVisible();
  await expect(page).toHaveURL(/\/station$/);
  await axeClean(page);

  const timings: number[] = [];
  for (let run = 0; run < TIMED_SEARCHES; run++) {
    timings.push(await searchTimed(page, last4, ours.name));
    if (run < TIMED_SEARCHES - 1) await page.getByRole('button', { name: 'Back' }).tap();
  }
  const p95 = percentile(timings, 0.95);
  console.log(
    `kiosk: phone typed → family on screen, ${TIMED_SEARCHES} searches: p50 ${percentile(timings, 0.5)} ms, p95 ${p95} ms (${timings.join(', ')})`,
  );
  // Reported, not asserted: the target (p95 ≤ 300 ms) is a figure of the run, as the door search's
  // (family-door.spec.ts); a busy machine must not fail the flow.
  testInfo.annotations.push({ type: 'phone typed → family on screen p95 (ms)', description: String(p95) });

  const list = page.getByRole('list', { name: 'Which family are you?' });
  await expect(list.getByRole('button', { name: theirs.name })).toBeVisible();
  // Nobody sees a phone: the digits typed are all there is of one.
  await expect(page.locator('body')).not.toContainText('555');
  await axeClean(page);
  await list.getByRole('button', { name: ours.name }).tap();

  // Who is here: the child chosen with the event for her age, not the adults' service; the parent not chosen.
  await expect(page.getByRole('heading', { name: ours.name })).toBeVisible();
  const child = `${ours.child!.firstName} ${ours.child!.lastName}`;
  await expect(page.getByRole('button', { name: child })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: `${ours.parent.firstName} ${ours.parent.lastName}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const childEvents = page.getByRole('group', { name: `Events for ${child}` });
  await expect(childEvents.getByRole('button', { name: kids.name })).toHaveAttribute('aria-pressed', 'true');
  await expect(childEvents.getByRole('button', { name: service.name })).toHaveAttribute('aria-pressed', 'false');
  await axeClean(page);

  // From here the page's clock is Playwright's, so that 20 s without a touch take no 20 s.
  await page.clock.install();
  await page.getByRole('button', { name: 'Check in' }).tap();
  const code = page.getByTestId('security-code');
  await expect(code).toHaveText(/^[ACDEFGHJKLMNPQRTUVWXY34679]{4}$/);
  const securityCode = (await code.textContent())!;
  await expect(page.getByText('Your labels are printing')).toBeVisible();

  // The print page, rendered in its frame and sent to print: the child's label and the pickup tag.
  const frameElement = page.getByTestId('label-print-frame');
  await expect(frameElement).toHaveAttribute('data-printed', 'true');
  const labels = page.frameLocator('[data-testid="label-print-frame"]');
  await expect(labels.locator('.label')).toHaveCount(2);
  const nameLabel = labels.locator('[data-label="name"]');
  await expect(nameLabel).toContainText(ours.child!.firstName);
  await expect(nameLabel).toContainText(kids.name);
  await expect(nameLabel).toContainText(securityCode);
  await expect(nameLabel).toContainText('ALLERGIES: Peanuts');
  const tag = labels.locator('[data-label="tag"]');
  await expect(tag).toContainText(securityCode);
  await expect(tag).toContainText(ours.child!.firstName);
  await expect(tag.locator('img')).toHaveJSProperty('complete', true);
  expect(await labels.locator('style').textContent()).toContain('@page { size: 3.5in 1.125in; margin: 0; }');
  await axeClean(page);

  // The child is in, once (the registered attendees: the list of every member would page past them).
  const attendees = await adminApi.request.get(`/api/events/${kids.code}/attendees?registered=true&size=20`, {
    headers: { authorization: `Bearer ${adminApi.token}` },
  });
  const checkedIn = ((await attendees.json()) as { attendees: { code: number; checkIn: boolean }[] }).attendees.filter(
    (one) => one.checkIn,
  );
  expect(checkedIn.map((one) => one.code)).toEqual([ours.child!.code]);

  // A touch, then nobody touches the screen for 20 s: the next family finds the empty pad. (The
  // installed clock also runs on by itself, hence the slack on each side of the 20 s.)
  await code.tap();
  await page.clock.fastForward(18_000);
  await expect(code).toBeVisible();
  await page.clock.fastForward(2_500);
  await expect(page.getByRole('group', { name: 'Number pad' })).toBeVisible();
  await expect(page.getByTestId('typed-digits')).toHaveText('');
});

test('a device that is no station gets the enrolment screen, and a wrong code is said aloud', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/station');
  await page.getByLabel('Enrolment code').fill('acde-fghj');
  await page.getByRole('button', { name: 'Enrol this station' }).tap();
  await expect(page.getByRole('alert')).toHaveText('This code is not valid or has expired.');
  await axeClean(page);
});
