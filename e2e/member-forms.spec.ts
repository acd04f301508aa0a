import { E2E_PASSWORD } from './support/constants.ts';
import type { Page } from '@playwright/test';
import { createMember, expect, signIn, test, uniqueWord } from './support/fixtures.ts';

/** A form field by its accessible name (its status mark is labelled "… is valid", so not by label). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('member forms', () => {
  test('creates a member with validation on blur and on submit, then shows the details', async ({ adminPage: page }) => {
    const word = uniqueWord('New');
    await page.goto('/members/new');
    await expect(page.getByRole('heading', { name: 'New Member' })).toBeVisible();

    // Submitting empty: each required field says so, and the toast asks to check for errors.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Role is required.')).toBeVisible();
    await expect(page.getByText('First name is required.')).toBeVisible();
    await expect(page.getByText('Last name is required.')).toBeVisible();
    await expect(page.getByText('Member create failed! Please check for errors.')).toBeVisible();
    // The email is optional, but for the roles that sign in.
    await expect(field(page, 'Email')).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Coordinator' });
    await expect(page.getByText('Email is required for Administrators and Coordinators.')).toBeVisible();

    // On blur: a malformed email is named at once.
    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Email').blur();
    await expect(page.getByText('Must be a valid email.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Member' });
    await field(page, 'First Name').fill('Íñigo');
    await field(page, 'Last Name').fill(word);
    await field(page, 'Email').fill(`${word.toLowerCase()}@example.org`);
    await field(page, 'Occupation').fill('Carpenter');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Member created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/members\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Member Details' })).toBeVisible();
    await expect(field(page, 'First Name')).toHaveValue('Íñigo');
    await expect(field(page, 'First Name')).toBeDisabled();
    await expect(field(page, 'Occupation')).toHaveValue('Carpenter');
  });

  test('refuses a birth date in the future and a phone that is no phone; once right it saves, and the failure toast goes', async ({
    adminPage: page,
  }) => {
    const word = uniqueWord('Date');
    const failed = page.getByText('Member create failed! Please check for errors.');
    await page.goto('/members/new');
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Member' });
    await field(page, 'First Name').fill('Eva');
    await field(page, 'Last Name').fill(word);
    await field(page, 'Phones').fill('555-12x');
    await page.getByLabel('Birth Date', { exact: true }).fill('2999-01-01');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Birth date cannot be in the future.')).toBeVisible();
    await expect(page.getByText('Must be phone numbers: digits with + ( ) - . or spaces, several separated by commas.')).toBeVisible();
    await expect(failed).toBeVisible();
    await expect(page).toHaveURL('/members/new');

    await field(page, 'Phones').fill('+1 (613) 555-0100');
    await page.getByLabel('Birth Date', { exact: true }).fill('1990-04-05');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Member created successfully!')).toBeVisible();
    // Read at once, not waited for: the failure would still be on screen for seconds had the success not replaced it.
    expect(await failed.count()).toBe(0);
    await expect(field(page, 'Phones')).toHaveValue('+1 (613) 555-0100');
  });

  test('a code that names nobody: the not-found alert, and no Edit nor any other action on the member', async ({ adminPage: page }) => {
    await page.goto('/members/99999999');
    await expect(page.getByRole('alert')).toHaveText('Member not found');
    await expect(page.getByRole('heading', { level: 1, name: 'Member Details' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'History of changes' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  });

  test('names a duplicate email and keeps what was typed', async ({ adminPage: page, adminApi }) => {
    const existing = await createMember(adminApi);
    await page.goto('/members/new');
    await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Member' });
    await field(page, 'First Name').fill('Dupe');
    await field(page, 'Last Name').fill('Person');
    await field(page, 'Hobbies').fill('Chess and choir');
    const email = field(page, 'Email');
    await email.fill(existing.email.toUpperCase());
    await email.blur();
    await expect(page.getByText('This email is already in use.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Member create failed! Please check for errors.')).toBeVisible();
    await expect(field(page, 'First Name')).toHaveValue('Dupe');
    await expect(field(page, 'Hobbies')).toHaveValue('Chess and choir');
    await expect(page).toHaveURL('/members/new');
  });

  test('edits a member: code disabled, own email accepted, Enabled switch, stays on the page', async ({ adminPage: page, adminApi }) => {
    const member = await createMember(adminApi, { firstName: 'Edit' });
    await page.goto(`/members/${member.code}`);
    await page
      .getByRole('link', { name: 'Edit' })
      .or(page.getByRole('button', { name: 'Edit' }))
      .first()
      .click();
    await expect(page).toHaveURL(`/members/${member.code}/edit`);
    await expect(field(page, 'Code')).toBeDisabled();
    await expect(field(page, 'Code')).toHaveValue(String(member.code));
    await field(page, 'First Name').fill('Edited');
    await field(page, 'Email').blur();
    await expect(page.getByText('This email is already in use.')).toHaveCount(0);
    await page.getByRole('switch', { name: 'Enabled' }).or(page.getByLabel('Enabled')).first().uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Member updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(`/members/${member.code}/edit`);
    const stored = await (
      await adminApi.request.get(`/api/members/${member.code}`, { headers: { authorization: `Bearer ${adminApi.token}` } })
    ).json();
    expect(stored).toMatchObject({ firstName: 'Edited', isEnabled: false });
    await page
      .getByRole('link', { name: 'Cancel' })
      .or(page.getByRole('button', { name: 'Cancel' }))
      .first()
      .click();
    await expect(page).toHaveURL(`/members/${member.code}`);
  });

  test('an Administrator gives a Coordinator a password they can sign in with', async ({ adminPage: page, adminApi, browser }) => {
    const coordinator = await createMember(adminApi, { roleId: 2 });
    await page.goto(`/members/${coordinator.code}/edit`);
    await field(page, 'New password').fill(E2E_PASSWORD);
    await field(page, 'Confirm password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Password set successfully!')).toBeVisible();
    const other = await browser.newPage();
    await signIn(other, coordinator.email, E2E_PASSWORD);
    await other.close();
  });
});

test.describe('member QR card', () => {
  test('Member Details shows the QR card and prints it alone', async ({ adminPage: page, adminApi }) => {
    const member = await createMember(adminApi, { firstName: 'Card' });
    await page.goto(`/members/${member.code}`);
    const image = page.getByRole('img', { name: `QR code for member ${member.code}` });
    await expect(image).toBeVisible();
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(page.getByText(`Member code ${member.code}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(image).toBeVisible();
    await expect(page.getByRole('heading', { name: member.fullname })).toBeVisible();
    await expect(field(page, 'First Name')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    const box = await page.getByRole('region', { name: member.fullname }).boundingBox();
    // 85.6 mm wide at 96 dpi.
    expect(Math.round(box!.width)).toBe(Math.round((85.6 / 25.4) * 96));
  });
});

test.describe('profile and passwords', () => {
  test('shows and edits the profile, updating the name in the header', async ({ page, adminApi }) => {
    const me = await createMember(adminApi, { roleId: 2, firstName: 'Pat', phones: '555-0100', password: E2E_PASSWORD });
    await signIn(page, me.email, E2E_PASSWORD);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(field(page, 'Email')).toHaveValue(me.email);
    await page
      .getByRole('link', { name: 'Edit' })
      .or(page.getByRole('button', { name: 'Edit' }))
      .first()
      .click();
    await expect(page).toHaveURL('/profile/edit');
    await field(page, 'First Name').fill('');
    await field(page, 'First Name').blur();
    await expect(page.getByText('First name is required.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Member update failed! Please check for errors.')).toBeVisible();
    await field(page, 'First Name').fill('Patricia');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Member updated successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: /User menu for Patricia/ })).toBeVisible();
  });

  test('changes the password from the profile', async ({ page, adminApi }) => {
    const me = await createMember(adminApi, { roleId: 2, password: E2E_PASSWORD });
    await signIn(page, me.email, E2E_PASSWORD);
    await page.goto('/profile/change-password');
    await field(page, 'Current password').fill('Wrong!Passw0rd');
    await field(page, 'New password').fill('short');
    await field(page, 'New password').blur();
    await expect(page.getByText('New password must have at least 8 characters.')).toBeVisible();
    await field(page, 'New password').fill('Brand!New9');
    await field(page, 'Confirm password').fill('Brand!New8');
    await field(page, 'Confirm password').blur();
    await expect(page.getByText('Must match the new password.')).toBeVisible();
    await field(page, 'Confirm password').fill('Brand!New9');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password change failed! Please try again.')).toBeVisible();
    await field(page, 'Current password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();
    const check = await page.request.post('/api/login', { data: { email: me.email, password: 'Brand!New9' } });
    expect(check.status()).toBe(200);
  });

  test('changes the password on the standalone page with its own limits', async ({ page, adminApi }) => {
    const me = await createMember(adminApi, { roleId: 2, password: E2E_PASSWORD });
    await signIn(page, me.email, E2E_PASSWORD);
    await page.goto('/change-password');
    await field(page, 'Current password').fill(E2E_PASSWORD);
    await field(page, 'New password').fill('Abcdefgh!');
    await field(page, 'New password').blur();
    await expect(page.getByText('Password must have at least one digit.')).toBeVisible();
    await field(page, 'New password').fill('Ünicode!Pass1');
    await field(page, 'New password').blur();
    await expect(page.getByText(/printable ASCII/i)).toBeVisible();
    await field(page, 'New password').fill('Stand!Alone1');
    await field(page, 'Confirm password').fill('Stand!Alone1');
    await field(page, 'Current password').fill('Wrong!Passw0rd');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password changed failed! Current password is incorrect.')).toBeVisible();
    await field(page, 'Current password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();
  });
});
