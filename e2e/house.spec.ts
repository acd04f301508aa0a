import type { Page, Request } from '@playwright/test';
import type { Event, Member } from '@console/contracts';
import { en } from '../apps/web/src/lib/i18n/catalogs/en.ts';
import { es } from '../apps/web/src/lib/i18n/catalogs/es.ts';
import { animationsEnded } from './support/animations.ts';
import { axeViolations } from './support/axe.ts';
import { E2E_PASSWORD } from './support/constants.ts';
import { createMember, expect, signIn, test, uniqueWord, type Api } from './support/fixtures.ts';
import { createEvent, getJson, postJson, register } from './support/seed.ts';

/*
 * The web app's house (docs/product.md §10): axe on every screen and modal, for each role, at desk and phone
 * widths, in both languages and both colour schemes; the Spanish walk; the phone layouts; and
 * member edit and event creation by keyboard alone.
 */

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };

interface World {
  event: Event;
  member: Member;
  programId: number;
  /** A household of the registered member and the outsider. */
  householdId: number;
  /** The name two members share, with their birth date: a group of possible duplicates. */
  twinName: string;
}

/**
 * An event requiring registration (the one event of a series) with one registered member, a member who is not, a program, a
 * household of the two and that household entered twice.
 */
async function seedWorld(api: Api): Promise<World & { outsider: Member }> {
  // The first event of a series, so that every walk meets the series' panel, the edit's scope and
  // the two ways to cancel. One event only: the list's row actions name it alone.
  const start = new Date(Date.now() + 7 * 86_400_000);
  start.setUTCHours(14, 0, 0, 0);
  const weekday = (['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const)[start.getUTCDay()]!;
  const event = await createEvent(api, uniqueWord('House'), { start, repeat: { frequency: 'weekly', weekdays: [weekday], count: 1 } });
  const member = await createMember(api, { firstName: 'Rosa' });
  const outsider = await createMember(api, { firstName: 'Tomas' });
  await register(api, event, member.code);
  const twinName = uniqueWord('Twin');
  for (const email of ['a', 'b']) {
    await createMember(api, {
      firstName: 'Ana',
      lastName: twinName,
      birthDate: '1980-01-01',
      email: `${email}.${twinName.toLowerCase()}@example.org`,
    });
  }
  const [category] = await getJson<{ id: number }[]>(api, '/api/program-categories');
  const program = await postJson<{ id: number }>(api, '/api/programs', {
    categoryId: category!.id,
    name: uniqueWord('Prog'),
    description: null,
  });
  const household = await postJson<{ id: number }>(api, '/api/households', {
    name: uniqueWord('Home'),
    phone: '555-0142',
    members: [
      { code: member.code, role: 'adult' },
      { code: outsider.code, role: 'child' },
    ],
    primaryContactCode: member.code,
  });
  // The same household entered again, its phone written another way: a group of possible duplicates.
  await postJson(api, '/api/households', { name: uniqueWord('Home'), phone: '555 0142', members: [] });
  return { event, member, outsider, programId: program.id, householdId: household.id, twinName: `Ana ${twinName}` };
}

/** Every screen a role can open, with what shows once it is ready. */
function screensFor(world: World, administrator: boolean): string[] {
  const { event, member, programId, householdId } = world;
  return [
    '/',
    '/members',
    '/members/new',
    '/members/import',
    '/members/duplicates',
    `/members/${member.code}`,
    `/members/${member.code}/edit`,
    '/households',
    '/households/new',
    '/households/duplicates',
    `/households/${householdId}`,
    `/households/${householdId}/edit`,
    '/events',
    '/events/new',
    `/events/${event.code}`,
    `/events/${event.code}/edit`,
    `/events/${event.code}/registration`,
    `/events/${event.code}/check-in`,
    '/profile',
    '/profile/edit',
    '/profile/change-password',
    '/change-password',
    '/reports',
    '/no-such-page',
    ...(administrator
      ? [
          '/programs',
          '/programs/new',
          `/programs/${programId}/edit`,
          '/venues',
          '/venues/new',
          `/venues/${event.venueId}`,
          `/venues/${event.venueId}/edit`,
        ]
      : []),
  ];
}

/** The page's requests in flight, but for the live counters' stream, which stays open for good. */
const inFlight = new WeakMap<Page, Set<Request>>();
function requestsInFlight(page: Page): Set<Request> {
  let requests = inFlight.get(page);
  if (!requests) {
    const tracked = new Set<Request>();
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.endsWith('/live')) tracked.add(request);
    });
    page.on('requestfinished', (request) => tracked.delete(request));
    page.on('requestfailed', (request) => tracked.delete(request));
    inFlight.set(page, tracked);
    requests = tracked;
  }
  return requests;
}

/** Loaded, and no request in flight for half a second ("network idle" never comes while a live stream is open). */
async function settle(page: Page) {
  const requests = requestsInFlight(page);
  await page.waitForLoadState('load');
  await expect
    .poll(async () => {
      if (requests.size > 0) return false;
      await page.waitForTimeout(500);
      return requests.size === 0;
    })
    .toBe(true);
  await expect(page.getByLabel(/^(Loading|Cargando)/)).toHaveCount(0);
}

/** A screen whose form saves: its failed save is walked too (the red field errors, the toast). */
const isForm = (path: string) => /\/(new|edit)$|change-password$/.test(path);

/**
 * The form's refused save: on an edit form its first required text (not a select) emptied, then Save
 * pressed, until a field says it is invalid. Nothing is saved: a refused save changes nothing.
 */
async function failSave(page: Page, form = page.locator('form').first()) {
  const first = form.locator('input[required]:not([disabled]):not([readonly]):not([aria-haspopup])').first();
  if ((await first.count()) > 0 && ['text', 'email'].includes((await first.getAttribute('type')) ?? 'text')) await first.fill('');
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  await animationsEnded(page);
}

/** The modals and menus of the screens, each opened, checked and closed. */
async function modalViolations(page: Page, world: World & { outsider: Member }): Promise<string[]> {
  const found: string[] = [];
  const check = async (where: string, { refusedSave = false } = {}) => {
    await expect(page.getByRole('dialog').or(page.getByRole('menu')).first()).toBeVisible();
    await animationsEnded(page);
    found.push(...(await axeViolations(page, where)));
    if (refusedSave) {
      await failSave(page, page.getByRole('dialog').locator('form'));
      found.push(...(await axeViolations(page, `${where}, refused save`)));
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };

  await page.goto('/events/new');
  await settle(page);
  for (const index of [0, 1, 2]) {
    await page
      .locator('form[aria-label] button[aria-label]')
      .filter({ has: page.locator('svg') })
      .nth(index)
      .click();
    await check(`event form modal ${index + 1}`, { refusedSave: true });
  }

  // On a phone the main navigation is a drawer: open, it adds no second banner.
  if ((page.viewportSize()?.width ?? 0) < DESK.width) {
    await page.getByRole('button', { name: new RegExp(`^(${en.nav.openMenu}|${es.nav.openMenu})$`) }).click();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await check('main menu drawer');
  }

  await page.goto(`/events?search=${encodeURIComponent(world.event.name)}`);
  await settle(page);
  await page.getByRole('button', { name: /^(Filters|Filtros)/ }).click();
  await check('filters panel');
  await page.getByRole('button', { name: new RegExp(`^(Cancel|Cancelar) ${world.event.name}$`) }).click();
  await check('cancel event');

  await page.getByRole('button', { name: /^(User menu|Menú de usuario)/ }).click();
  await check('user menu');

  await page.goto(`/events/${world.event.code}/check-in`);
  await settle(page);
  await page.getByRole('textbox', { name: /^(Member code|Código de miembro)$/ }).fill(String(world.outsider.code));
  await page.keyboard.press('Enter');
  await check('not registered dialog');

  await page.goto(`/households/${world.householdId}`);
  await settle(page);
  await page.getByRole('button', { name: /^(Delete|Eliminar)$/ }).click();
  await check('delete household');

  await page.goto('/members/duplicates');
  await settle(page);
  await page
    .getByRole('button', { name: new RegExp(`^(Compare the members named|Comparar los miembros llamados) ${world.twinName}$`) })
    .click();
  await check('compare members');

  // The import page once a file is read and checked: its columns, preview and errors.
  await page.goto('/members/import');
  await settle(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`First name,Last name,Email,Notes\r\nAna,${world.twinName},not-an-email,x\r\n`),
  });
  await page.getByRole('button', { name: /^(Check the file|Comprobar el archivo)$/ }).click();
  await settle(page);
  await expect(page.getByRole('heading', { name: /^(Errors|Errores)$/ })).toBeVisible();
  found.push(...(await axeViolations(page, 'import checked')));
  return found;
}

async function signInAs(page: Page, api: Api, roleId: 1 | 2) {
  const person = await createMember(api, { roleId, firstName: roleId === 1 ? 'Alex' : 'Casey', password: E2E_PASSWORD });
  await signIn(page, person.email, E2E_PASSWORD);
}

async function choose(page: Page, { language, scheme }: { language: 'en' | 'es'; scheme: 'light' | 'dark' }) {
  await page.evaluate(
    ([chosenLanguage, chosenScheme]) => {
      localStorage.setItem('console.language', chosenLanguage!);
      localStorage.setItem('console.color-scheme', chosenScheme!);
    },
    [language, scheme],
  );
}

/**
 * The settings walked: each walk visits every screen and modal, 1.5 to 3 minutes of a CI machine,
 * twice that with every form's refused save. `npm test` walks the first, second and fourth, which
 * between them take each role, width, language and scheme at least once, two of them (one per
 * scheme, where the error text's colours differ) with the refused saves; `npm run test:a11y` walks all seven,
 * each with them.
 */
const ALL = process.env.AXE_SETTINGS === 'all';
const SETTINGS = [
  { role: 1, size: DESK, language: 'en', scheme: 'light', refusedSaves: true },
  { role: 2, size: PHONE, language: 'en', scheme: 'light', refusedSaves: ALL },
  { role: 1, size: DESK, language: 'en', scheme: 'dark', refusedSaves: ALL },
  { role: 1, size: PHONE, language: 'es', scheme: 'dark', refusedSaves: true },
  { role: 1, size: PHONE, language: 'en', scheme: 'light', refusedSaves: true },
  { role: 2, size: DESK, language: 'en', scheme: 'light', refusedSaves: true },
  { role: 1, size: DESK, language: 'es', scheme: 'light', refusedSaves: true },
] as const;
// The desk in the dark scheme (the third) is walked by test:a11y only: the dark scheme's colours are
// walked at phone width in the fourth, and each walk costs some six minutes of a CI machine.
const WALKED = ALL ? SETTINGS : [SETTINGS[0], SETTINGS[1], SETTINGS[3]];

test.describe('accessibility', () => {
  for (const setting of WALKED) {
    const name = `${setting.role === 1 ? 'Administrator' : 'Coordinator'}, ${setting.size.width} px, ${setting.language}, ${setting.scheme}`;
    test(`axe finds nothing on any screen or modal: ${name}`, async ({ page, adminApi }) => {
      test.setTimeout(600_000);
      const world = await seedWorld(adminApi);
      await page.setViewportSize(setting.size);
      await page.goto('/login');
      await choose(page, setting);
      await page.reload();
      await settle(page);
      const violations = await axeViolations(page, 'sign-in');
      // The sign-in helper speaks English; the chosen language returns once signed in.
      await choose(page, { ...setting, language: 'en' });
      await signInAs(page, adminApi, setting.role);
      await choose(page, setting);
      for (const path of screensFor(world, setting.role === 1)) {
        await page.goto(path);
        await settle(page);
        violations.push(...(await axeViolations(page, path)));
        if (setting.refusedSaves && isForm(path)) {
          await failSave(page);
          violations.push(...(await axeViolations(page, `${path}, refused save`)));
        }
      }
      violations.push(...(await modalViolations(page, world)));
      expect(violations).toEqual([]);
    });
  }
});

/** Every English text of the catalog that Spanish says differently. */
const englishOnly = (() => {
  type Tree = { [key: string]: string | Tree };
  const leaves = (tree: Tree, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]): [string, string][] =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
    );
  const spanish = new Map(leaves(es as unknown as Tree));
  return new Set(
    leaves(en as unknown as Tree)
      .filter(([key, text]) => spanish.get(key) !== text && !text.includes('{{') && text.trim().length > 1)
      .map(([, text]) => text.trim()),
  );
})();

/**
 * The page's own words (text, names, placeholders) that are English catalog texts. The roles are
 * the console's own and translated (docs/product.md §4.1): 'Member' left in Spanish is a defect.
 */
async function englishLeft(page: Page): Promise<string[]> {
  const words = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A select's options with a value are data (a category named 'Education'), not the console's words.
      if (node.parentElement instanceof HTMLOptionElement && node.parentElement.value !== '') continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  return [...new Set(words.filter((word) => englishOnly.has(word)))];
}

test('in Spanish, chosen from the user menu, the main screens show no English', async ({ adminPage: page, adminApi }) => {
  // Some thirty screens: 33 s on a quiet machine, about a minute beside another busy flow, and a
  // CI machine has taken nearly three times as long as a quiet one for the whole suite.
  test.setTimeout(240_000);
  const world = await seedWorld(adminApi);
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hola, /);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

  const left: string[] = [];
  for (const path of [...screensFor(world, true), '/events?status=upcoming']) {
    await page.goto(path);
    await settle(page);
    left.push(...(await englishLeft(page)).map((word) => `${path}: ${word}`));
  }
  // A refused save in Spanish: the field message and the toast come from the catalogs too.
  await page.goto('/members/new');
  await settle(page);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El nombre es obligatorio.')).toBeVisible();
  await expect(page.getByText('¡No se pudo crear el miembro! Revise los errores.')).toBeVisible();
  left.push(...(await englishLeft(page)).map((word) => `refused save: ${word}`));
  expect(left).toEqual([]);
  // The fixed civil statuses are the console's words too, though the server sends their English names.
  await expect(page.getByRole('combobox', { name: 'Estado civil' }).locator('option')).toContainText([
    'Soltero/a',
    'Casado/a',
    'Viudo/a',
    'Separado/a',
    'Divorciado/a',
    'Otro',
  ]);

  // Remembered: a new visit (and the sign-in page after signing out) stays in Spanish.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
});

test.describe('a phone in one hand (390 × 844)', () => {
  test.use({ viewport: PHONE });

  test('no list needs sideways scrolling and every row action is in view', async ({ adminPage: page, adminApi }) => {
    const world = await seedWorld(adminApi);
    const lists: [string, RegExp][] = [
      [`/members?search=${world.member.lastName}`, /^View /],
      [`/events?search=${encodeURIComponent(world.event.name)}`, /^(View|Edit|Check-in|Cancel) /],
      ['/programs', /^(View|Edit) /],
      ['/venues', /^(View|Edit) /],
      [`/households?search=${world.member.lastName}`, /^(View|Edit) /],
      ['/households/duplicates', /^(View|Edit) /],
      [`/events/${world.event.code}`, /^Check in /],
      [`/events/${world.event.code}/registration?search=${world.member.lastName}`, /^(Register|Unregister) /],
    ];
    for (const [path, action] of lists) {
      await page.goto(path);
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      const actions = page
        .getByRole('listitem')
        .getByRole(path.endsWith(`/events/${world.event.code}`) ? 'switch' : 'link')
        .or(page.getByRole('listitem').getByRole('button', { name: action }));
      const count = await actions.count();
      expect(count, `${path} shows row actions`).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const box = await actions.nth(index).boundingBox();
        expect(box, `${path} action ${index}`).not.toBeNull();
        expect(box!.x, `${path} action ${index} starts on screen`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${path} action ${index} ends on screen`).toBeLessThanOrEqual(PHONE.width);
      }
    }
  });

  test('the date filters fold into the Filters panel and the footer scrolls with the page', async ({ adminPage: page }) => {
    await page.goto('/events');
    await settle(page);
    await expect(page.getByLabel('Start Date before')).toBeHidden();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByLabel('Start Date before')).toBeVisible();
    await page.keyboard.press('Escape');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveCount(1);
    expect(await footer.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
  });
});

/** WCAG contrast of two `rgb(...)` colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`read-only details keep a text contrast of at least 4.5:1 (${scheme})`, async ({ adminPage: page, adminApi }) => {
    const world = await seedWorld(adminApi);
    await choose(page, { language: 'en', scheme });
    for (const path of [`/events/${world.event.code}`, `/members/${world.member.code}`]) {
      await page.goto(path);
      await settle(page);
      const fields = await page.locator('input:disabled:not([type=checkbox]), textarea:disabled').evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          return {
            name: element.getAttribute('name') ?? element.id,
            color: style.color,
            background: style.backgroundColor,
            opacity: style.opacity,
          };
        }),
      );
      expect(fields.length, path).toBeGreaterThan(3);
      for (const field of fields) {
        expect(field.opacity, `${path} ${field.name}`).toBe('1');
        expect(contrast(field.color, field.background), `${path} ${field.name}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
}

test.describe('keyboard alone', () => {
  async function tabTo(page: Page, name: RegExp | string, role: 'textbox' | 'combobox' | 'button' = 'textbox') {
    const target = page.getByRole(role, { name, exact: typeof name === 'string' }).first();
    for (let presses = 0; presses < 60 && !(await target.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  }

  test('edits a member: a failed save focuses the first invalid field, a good one saves', async ({ adminPage: page, adminApi }) => {
    const member = await createMember(adminApi, { firstName: 'Keyboard' });
    await page.goto(`/members/${member.code}/edit`);
    await settle(page);
    await tabTo(page, 'First Name');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await tabTo(page, 'Save', 'button');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'First Name' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.type('Teclado');
    await tabTo(page, 'Save', 'button');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Member updated successfully!')).toBeVisible();
  });

  test('creates an event', async ({ adminPage: page, adminApi }) => {
    const world = await seedWorld(adminApi);
    const name = uniqueWord('Keys');
    await page.goto('/events/new');
    await settle(page);
    const pick = async (label: string, option: string) => {
      await tabTo(page, label, 'combobox');
      // A closed native select picks the option whose text is typed (type-ahead).
      await page.keyboard.type(option);
      await expect(page.getByRole('combobox', { name: label }).locator('option:checked')).toHaveText(option);
    };
    const eventData = world.event;
    await pick('Program', eventData.program);
    await pick('Category', eventData.category);
    await tabTo(page, 'Name');
    await page.keyboard.type(name);
    await pick('Venue', eventData.venue);
    await tabTo(page, 'Start Date');
    await page.keyboard.type('01022031');
    await tabTo(page, 'Start Time');
    await page.keyboard.type('1000AM');
    await tabTo(page, 'End Date');
    await page.keyboard.type('01022031');
    await tabTo(page, 'End Time');
    await page.keyboard.type('1200PM');
    await tabTo(page, 'Save', 'button');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Event created successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});
