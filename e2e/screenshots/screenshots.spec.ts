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

test('a weekly series: its repeat on the New Event form, and its events on the page of one', async ({ page, request }) => {
  const login = await request.post('/api/login', { data: DEMO });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  // The demo's Sunday Mass, twelve Sundays at 10:00: its second event.
  const found = await (await request.get('/api/events?search=Sunday%20Mass&size=20', { headers })).json();
  const mass = found.events.filter((event: { seriesId: number | null }) => event.seriesId !== null)[1];
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signIn(page);
  await page.goto(`/events/${mass.code}`);
  const listed = page.getByRole('list', { name: 'Events of the series' });
  await expect(listed.getByRole('link')).toHaveCount(12);
  await page.getByText(/^Every week on Sunday/).evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 200));
  await page.screenshot({ path: `${SHOTS}/series.png` });

  await page.goto('/events/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Catechism');
  await page.getByRole('textbox', { name: 'Start Date', exact: true }).fill(mass.startDate);
  await page.getByRole('textbox', { name: 'Start Time', exact: true }).fill('17:00');
  await page.getByRole('combobox', { name: 'Repeats', exact: true }).selectOption({ label: 'Weekly' });
  await page.getByRole('radio', { name: 'On date' }).check();
  await page
    .getByRole('combobox', { name: 'Repeats', exact: true })
    .evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 300));
  await page.screenshot({ path: `${SHOTS}/series-form.png` });
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

test('the self kiosk: a family found by four digits, each child with the events that fit', async ({ browser, request }) => {
  const login = await request.post('/api/login', { data: DEMO });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
    return (await response.json()) as T;
  };
  // The children's door: a program of its own, whose event for ages 3 to 11 began some 30 to 45 minutes ago
  // (the demo's events are for all ages), at the place of one of the demo's events now on.
  const [programCategory] = await (await request.get('/api/program-categories', { headers })).json();
  const program = await post<{ id: number }>('/api/programs', {
    categoryId: programCategory.id,
    name: 'Children’s Ministry',
    description: 'Sunday school and kids’ clubs.',
  });
  const place = (await (await request.get('/api/events?status=in-progress', { headers })).json()).events[0];
  const quarter = 15 * 60 * 1000;
  const start = new Date(Math.floor((Date.now() - 2 * quarter) / quarter) * quarter);
  const end = new Date(start.getTime() + 8 * quarter);
  const kids = await post<{ code: number; name: string }>('/api/events', {
    programId: program.id,
    categoryId: place.categoryId,
    venueId: place.venueId,
    name: 'Sunday Kids',
    description: 'Songs, stories and crafts while the grown-ups are at the service.',
    startDate: start.toISOString().slice(0, 10),
    startTime: start.toISOString().slice(11, 16),
    endDate: end.toISOString().slice(0, 10),
    endTime: end.toISOString().slice(11, 16),
    registrationRequired: false,
    isPublic: true,
    ageMin: 3,
    ageMax: 11,
  });
  const { enrolmentCode } = await post<{ enrolmentCode: string }>('/api/stations', {
    name: 'Kids Door',
    mode: 'self',
    labelFormat: 'dymo-30252',
    programIds: [program.id],
  });

  // A demo family of few people (the kiosk's cards are large) with children all of an age for the
  // event, found by the last four digits of its phone: the door search the kiosk makes, asked as
  // the Administrator first, on the event's day.
  type Household = { id: number; name: string; phone: string | null; members: { birthDate: string | null; role: string }[] };
  const today = start.toISOString().slice(0, 10);
  const households: Household[] = [];
  for (let page = 1; page <= 3; page++)
    households.push(
      ...(await (await request.get(`/api/households?sort=size&direction=desc&size=20&page=${page}`, { headers })).json()).households,
    );
  // Whole years on `today`: a year less before this year's birthday (month and day compared as text).
  const ageOn = (birthDate: string) =>
    Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4)) - (today.slice(5) < birthDate.slice(5) ? 1 : 0);
  const fits = (household: Household) => {
    const children = household.members.filter((member) => member.role === 'child');
    return children.length > 0 && children.every(({ birthDate }) => birthDate !== null && ageOn(birthDate) >= 3 && ageOn(birthDate) <= 11);
  };
  let found: { digits: string; name: string } | undefined;
  for (const household of households.filter(fits).sort((one, other) => one.members.length - other.members.length)) {
    const digits = household.phone?.replace(/\D/g, '').slice(-4) ?? '';
    if (digits.length < 4) continue;
    const groups: { householdId: number | null }[] = await (
      await request.get(`/api/events/${kids.code}/door-search?q=${digits}`, { headers })
    ).json();
    if (groups.some((group) => group.householdId === household.id)) {
      found = { digits, name: household.name };
      break;
    }
  }
  expect(found, 'a demo family with children of 3 to 11, found by its phone').toBeDefined();
  const { digits, name } = found!;

  // The tablet at the door: a browser of its own, nobody signed in, enrolled by the code's address.
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1024, height: 768 }, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(`/station?code=${enrolmentCode}`);
    const pad = page.getByRole('group', { name: 'Number pad' });
    await expect(pad).toBeVisible();
    for (const digit of digits) await pad.getByRole('button', { name: digit, exact: true }).tap();
    await page.getByRole('button', { name: 'Search' }).tap();
    // Other families may share the four digits: the kiosk then asks which one is at the screen.
    const heading = page.getByRole('heading', { name, level: 1 });
    const choice = page.getByRole('list', { name: 'Which family are you?' }).getByRole('button', { name });
    await expect(heading.or(choice)).toBeVisible();
    if (await choice.isVisible()) await choice.tap();
    await expect(heading).toBeVisible();
    await expect(page.getByRole('button', { name: kids.name, pressed: true }).first()).toBeVisible();
    // The adults come first: the children, chosen with their event, at the foot of the screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.screenshot({ path: `${SHOTS}/kiosk.png` });
  } finally {
    await context.close();
  }
});
