import { axeRun } from './support/axe.ts';
import { E2E_PASSWORD } from './support/constants.ts';
import { createMember, expect, test } from './support/fixtures.ts';

test.describe('quality', () => {
  test('the first load fetches only what the sign-in page needs', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    expect(scripts.some((path) => path.includes('login'))).toBe(true);
    for (const screen of ['members-list', 'member-form', 'home', 'profile', 'change-password']) {
      expect(
        scripts.filter((path) => path.includes(screen)),
        screen,
      ).toEqual([]);
    }
  });

  test('is usable by keyboard alone: sign in, reach Members, open the user menu', async ({ page, adminApi }) => {
    const admin = await createMember(adminApi, { roleId: 1, password: E2E_PASSWORD });
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(admin.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(E2E_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');

    const membersLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' });
    for (let presses = 0; presses < 15 && !(await membersLink.evaluate((link) => link === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(membersLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/members');

    await page.getByRole('button', { name: /User menu/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeHidden();
    await expect(page.getByRole('button', { name: /User menu/ })).toBeFocused();
  });

  test('lays Home out in 3, 2 and 1 columns as the screen narrows', async ({ adminPage: page }) => {
    const columnsAt = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      // The areas' cards (each opens its area), below today's account.
      const cards = page.getByRole('region').filter({ has: page.getByRole('link', { name: /^(Manage|View) / }) });
      await expect(cards).toHaveCount(7);
      const tops = await cards.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
      return tops.filter((top) => top === tops[0]).length;
    };
    expect(await columnsAt(1280)).toBe(3);
    expect(await columnsAt(900)).toBe(2);
    expect(await columnsAt(375)).toBe(1);
  });

  for (const [name, path] of [
    ['sign-in', '/login'],
    ['home', '/'],
    ['members list', '/members'],
    ['new member', '/members/new'],
    ['profile', '/profile'],
    ['change password', '/change-password'],
  ] as const) {
    test(`${name} has no serious accessibility violations`, async ({ adminPage: page }) => {
      if (path === '/login') await page.evaluate(() => localStorage.clear());
      await page.goto(path);
      await expect(page.getByRole(path === '/login' ? 'button' : 'main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await axeRun(page);
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
