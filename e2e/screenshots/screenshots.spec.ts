import { chromium, expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../support/constants.ts';
import { fakeCameraArgs, makeQrVideo } from '../support/fake-camera.ts';

/** The README's pictures, taken from the demo console (`npm run demo` data). */
const DEMO = { email: 'admin@example.com', password: 'Demo!2026' };
const SHOTS = 'docs/screenshots';
const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function signIn(page: Page) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
}

test('sign-in, home, members, events and the event form', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.screenshot({ path: `${SHOTS}/sign-in.png` });

  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Events', level: 2 })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/home.png` });

  await page.goto('/members');
  await expect(page.getByRole('table')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/members.png` });

  await page.goto('/events?sort=start-date&direction=desc');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
  await page.screenshot({ path: `${SHOTS}/events.png` });

  await page.goto('/events/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Volunteer Orientation');
  await page.getByRole('button', { name: 'New venue' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Venue' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('St. Mary Parish Hall');
  await dialog.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Canada' });
  await page.screenshot({ path: `${SHOTS}/event-form.png` });
});

test('the Reports area: a year of attendance per month, the events and who stopped coming', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signIn(page);
  await page.goto('/reports');
  await expect(page.getByRole('table', { name: 'Attendance per month' }).getByRole('row')).toHaveCount(13);
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Stopped coming' }).getByRole('row').nth(1)).toBeVisible();
  // The bars grow in: wait for them to stand still.
  await page.waitForTimeout(2_000);
  await page.screenshot({ path: `${SHOTS}/reports.png` });
});

test('the console in Spanish and in the dark scheme, at a desk and on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const show = (language: string, scheme: string) =>
    page.evaluate(
      ([chosenLanguage, chosenScheme]) => {
        localStorage.setItem('console.language', chosenLanguage!);
        localStorage.setItem('console.color-scheme', chosenScheme!);
      },
      [language, scheme],
    );

  await show('es', 'light');
  await page.goto('/events?sort=start-date&direction=desc');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
  await page.screenshot({ path: `${SHOTS}/events-es.png` });

  await show('en', 'dark');
  await page.goto('/members');
  await expect(page.getByRole('table')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/members-dark.png` });

  await show('es', 'dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/members');
  await expect(page.getByRole('list', { name: 'Miembros' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/members-phone-es-dark.png` });
});

test('check-in at the door with a real QR code', async ({ request }) => {
  const login = await request.post('/api/login', { data: DEMO });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const events = await (await request.get('/api/events?status=in-progress', { headers })).json();
  const event = events.events[0];
  // Someone registered, not yet in, with care needs: the answer and its care alert.
  const roster = await (await request.get(`/api/events/${event.code}/roster`, { headers })).json();
  const attendee = roster.attendees.find(
    (candidate: { registered: boolean; checkIn: boolean; care: unknown }) => candidate.registered && !candidate.checkIn && candidate.care,
  );
  const video = await makeQrVideo(String(attendee.code));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...BASE_ARGS, ...fakeCameraArgs(video.file)],
  });
  try {
    const context = await browser.newContext({ baseURL: BASE_URL, permissions: ['camera'], viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('console.station', 'Door A'));
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`/events/${event.code}/check-in`);
    await expect(page.getByTestId('check-in-result')).toContainText(attendee.fullname, { timeout: 30_000 });
    await expect(page.getByRole('alert', { name: 'Care' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/check-in.png` });
  } finally {
    await browser.close();
    await video.remove();
  }
});

test('a household and a family checked in at the door', async ({ page, request }) => {
  const login = await request.post('/api/login', { data: DEMO });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  // A family of four with children: its page, with each member's role and age.
  const list = await (await request.get('/api/households?sort=size&direction=desc&size=20', { headers })).json();
  const household = list.households.find(
    (one: { members: { role: string }[] }) => one.members.length === 4 && one.members.some((member) => member.role === 'child'),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.goto(`/households/${household.id}`);
  await expect(page.getByRole('heading', { name: household.name })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/household.png` });

  // At the door on a phone, at an event open to all: the family found by the last four digits of
  // one of its phones, everyone not in yet ticked.
  const phones = [household.phone];
  for (const member of household.members)
    phones.push((await (await request.get(`/api/members/${member.code}`, { headers })).json()).phones);
  const digits = phones.map((phone) => phone?.replace(/\D/g, '') ?? '').find((phone) => phone.length >= 4)!;
  const events = await (await request.get('/api/events?status=in-progress&size=20', { headers })).json();
  const event = events.events[0];
  // Registered, as a family that signed up for the event: everyone is ticked.
  for (const member of household.members)
    await request.post(`/api/events/${event.code}/attendees`, { headers, data: { code: member.code } });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/events/${event.code}/check-in`);
  await page.getByRole('searchbox', { name: 'Find a family' }).fill(digits.slice(-4));
  await page
    .getByRole('list', { name: 'Families found' })
    .getByRole('button', { name: new RegExp(household.name) })
    .click();
  const family = page.getByRole('region', { name: household.name });
  await expect(family.getByRole('button', { name: /^Check in \(\d+\)$/ })).toBeVisible();
  // The search box just under the console's header (64 px), the family under it.
  await page
    .getByRole('searchbox', { name: 'Find a family' })
    .evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 120));
  await page.screenshot({ path: `${SHOTS}/family-check-in.png` });
});
