import { E2E_PASSWORD } from '../support/constants.ts';
import { createMember, expect, signIn, test } from '../support/fixtures.ts';

/** The README's pictures, taken from the real app with realistic members. */
test('sign-in, home and members list', async ({ page, adminApi }) => {
  const shots = 'docs/screenshots';
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.screenshot({ path: `${shots}/sign-in.png` });

  const names = [
    ['Ana', 'Álvarez'],
    ['Bruno', 'Benítez'],
    ['María José', 'Núñez'],
    ['Liam', "O'Brien"],
    ['Sofía', 'García'],
    ['Chloe', 'Tremblay'],
    ['Joaquín', 'Ramírez'],
    ['Grace', 'MacDonald'],
  ];
  const emailOf = (first: string, last: string) => `${first}.${last}@example.org`.normalize('NFD').replace(/[\u0300-\u036f' ]/g, '').toLowerCase();
  for (const [firstName, lastName] of names) {
    await createMember(adminApi, { firstName, lastName, email: emailOf(firstName!, lastName!), roleId: firstName === 'Grace' ? 2 : 3 });
  }
  const admin = await createMember(adminApi, { roleId: 1, firstName: 'Dana', lastName: 'Whitfield', email: emailOf('Dana', 'Whitfield'), password: E2E_PASSWORD });
  await signIn(page, admin.email, E2E_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Events', level: 2 })).toBeVisible();
  await page.screenshot({ path: `${shots}/home.png` });
  await page.goto('/members');
  await expect(page.getByRole('table')).toBeVisible();
  await page.screenshot({ path: `${shots}/members.png` });
});
