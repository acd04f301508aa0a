import { E2E_PASSWORD } from './support/constants.ts';
import { createMember, expect, signIn, test } from './support/fixtures.ts';

test.describe('sign-in', () => {
  test('signs in, stores the session and lands on Home', async ({ page, adminApi }) => {
    const coordinator = await createMember(adminApi, { roleId: 2, firstName: 'María José', password: E2E_PASSWORD });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Community Console' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByLabel('Email').fill(`  ${coordinator.email}  `);
    await page.getByLabel('Password', { exact: true }).fill(` ${E2E_PASSWORD} `);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL('/');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null'));
    expect(stored).toMatchObject({
      code: coordinator.code,
      firstName: 'María José',
      roleId: 2,
      role: 'Coordinator',
      token: expect.any(String),
    });
    await expect(page.getByRole('button', { name: /User menu for María José/ })).toContainText('MT');
    await expect(page.getByRole('button', { name: /User menu for María José/ })).toContainText('María');
  });

  test('reveals the password with the toggle', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show or hide password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('refuses bad input without calling the server, focusing the field', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) calls.push(request.url());
    });
    await page.goto('/login');
    const alert = page.getByRole('alert').filter({ hasText: 'Wrong email or password.' });

    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(alert).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();

    await page.getByLabel('Email').fill('someone@example.info');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();

    await page.getByLabel('Email').fill('someone@example.org');
    await page.getByLabel('Password', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    expect(calls).toHaveLength(0);
  });

  test('shows the one alert for a refused sign-in', async ({ page, adminApi }) => {
    const member = await createMember(adminApi, { roleId: 2, password: E2E_PASSWORD });
    await page.goto('/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong!Passw0rd');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong email or password.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('route guard', () => {
  test('sends a visitor to sign in and back to the page first asked for', async ({ page, adminApi }) => {
    const admin = await createMember(adminApi, { roleId: 1, password: E2E_PASSWORD });
    await page.goto('/members?sort=email&direction=desc');
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL('/members?sort=email&direction=desc');
  });

  test('an expired session goes to sign in without losing the page', async ({ adminPage: page }) => {
    await page.goto('/profile');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').token as string);
    // End the session on the server, as expiry would.
    await page.request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.goto('/members');
    await expect(page).toHaveURL('/login?returnTo=%2Fmembers');
  });

  test('shows a page for unknown routes inside the frame', async ({ adminPage: page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('All rights reserved.')).toBeVisible();
  });
});

test.describe('frame', () => {
  test('highlights the current area and shows the breadcrumb and footer', async ({ adminPage: page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Members' }).click();
    await expect(page).toHaveURL('/members');
    await expect(nav.getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.getByText('All rights reserved.')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events?endafter=today');
  });

  test('opens the navigation as a drawer titled Main menu at 375 px', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open main menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Members' }).click();
    await expect(page).toHaveURL('/members');
    await expect(drawer).toBeHidden();
    // No horizontal scrolling of the page at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('the user menu leads to Profile and Change Password, and Logout ends the session', async ({ adminPage: page }) => {
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/profile');
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await expect(page).toHaveURL('/profile/change-password');

    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').token as string);
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    const after = await page.request.get('/api/session', { headers: { authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });
});

test.describe('home', () => {
  test('shows every area to an Administrator, with its links', async ({ adminPage: page }) => {
    for (const title of ['Events', 'Members', 'Programs', 'Services', 'Venues', 'Reports']) {
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Manage Events' })).toHaveAttribute('href', '/events?endafter=today');
    await expect(page.getByRole('link', { name: 'Add Events' })).toHaveAttribute('href', '/events/new');
    await expect(page.getByRole('link', { name: 'Add Members' })).toHaveAttribute('href', '/members/new');
    await expect(page.getByRole('link', { name: 'View Reports' })).toHaveAttribute('href', '/reports');
    await page.getByRole('link', { name: 'Add Services' }).click();
    await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
  });

  test('answers every placeholder route of Services inside the frame', async ({ adminPage: page }) => {
    // Venues and Reports have screens of their own (e2e/venues.spec.ts, e2e/office.spec.ts).
    for (const [area, title] of [['services', 'Services']] as const) {
      for (const suffix of ['', '/new', '/create', '/7', '/7/edit']) {
        await page.goto(`/${area}${suffix}`);
        await expect(page.getByRole('heading', { name: title, level: 1 }), `/${area}${suffix}`).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: title })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
    }
  });

  test('shows a Coordinator only the cards tagged for Coordinators', async ({ page, adminApi }) => {
    const coordinator = await createMember(adminApi, { roleId: 2, password: E2E_PASSWORD });
    await signIn(page, coordinator.email, E2E_PASSWORD);
    // Today's account, then the cards; the absentees figure is an Administrator's, as Reports is.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Today',
      'This week',
      'At a glance',
      'Events',
      'Members',
      'Households',
    ]);
    await expect(page.getByRole('region', { name: 'At a glance' })).toContainText('Members added this month');
    await expect(page.getByText('Stopped coming')).toHaveCount(0);
  });
});
