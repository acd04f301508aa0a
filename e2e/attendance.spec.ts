import type { Page } from '@playwright/test';
import type { Event, Member } from '@console/contracts';
import { createMember, expect, test, uniqueWord, type Api } from './support/fixtures.ts';
import { auth, createEvent, getJson, register as registerCode } from './support/seed.ts';

/** Four members sharing a unique surname, so the attendee lists can be narrowed to them alone. */
async function seedMembers(api: Api) {
  const tag = uniqueWord('Aq');
  const members: Member[] = [];
  for (const first of ['Ana', 'Bruno', 'Carla', 'Diego']) members.push(await createMember(api, { firstName: first, lastName: tag }));
  return { tag, members };
}

function register(api: Api, event: Event, member: Member, checkIn = false) {
  return registerCode(api, event, member.code, checkIn);
}

function row(page: Page, member: Member) {
  return page.getByRole('table', { name: 'Attendees' }).getByRole('row').filter({ hasText: member.fullname });
}

test.describe('event attendance', () => {
  test('registers, checks in and unregisters per row and in bulk', async ({ adminPage: page, adminApi }) => {
    const event = await createEvent(adminApi, uniqueWord('Retreat'));
    const { tag, members } = await seedMembers(adminApi);
    const [ana, bruno, carla, diego] = members as [Member, Member, Member, Member];

    await page.goto(`/events/${event.code}/registration?search=${tag}`);
    await expect(page.getByRole('heading', { name: `${event.name} - Registration` })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: String(event.code) })).toHaveAttribute('href', `/events/${event.code}`);
    await expect(breadcrumb.getByText('Registration')).toBeVisible();
    const table = page.getByRole('table', { name: 'Attendees' });
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table.getByText('Unregistered')).toHaveCount(4);
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveCount(0);

    // Per row: only the actions the status allows.
    await page.getByRole('button', { name: `Register ${ana.fullname}`, exact: true }).click();
    await expect(row(page, ana).getByText('Registered', { exact: true })).toBeVisible();
    await expect(row(page, ana).getByRole('button', { name: `Register ${ana.fullname}`, exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: `Register and check in ${bruno.fullname}` }).click();
    await expect(row(page, bruno).getByText('Checked In')).toBeVisible();
    await page.getByRole('button', { name: `Unregister ${ana.fullname}` }).click();
    await expect(row(page, ana).getByText('Unregistered')).toBeVisible();

    // Bulk Register applies to the selected unregistered rows only, then clears the selection.
    for (const member of [ana, bruno, carla]) await page.getByRole('checkbox', { name: `Select ${member.fullname}` }).check();
    await expect(page.getByText('3 attendees selected')).toBeVisible();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('2 attendees registered.')).toBeVisible();
    await expect(page.getByText('0 attendees selected')).toBeVisible();
    await expect(row(page, ana).getByText('Registered', { exact: true })).toBeVisible();
    await expect(row(page, carla).getByText('Registered', { exact: true })).toBeVisible();
    await expect(row(page, bruno).getByText('Checked In')).toBeVisible();

    await page.getByRole('checkbox', { name: `Select ${diego.fullname}` }).check();
    await page.getByRole('button', { name: 'Register and check in', exact: true }).click();
    await expect(page.getByText('1 attendee registered and checked in.')).toBeVisible();
    await expect(row(page, diego).getByText('Checked In')).toBeVisible();

    // The server holds what the screen shows.
    const registered = await getJson<{ totalCount: number }>(
      adminApi,
      `/api/events/${event.code}/attendees?registered=true&count=true&search=${tag}`,
    );
    expect(registered.totalCount).toBe(4);

    await page.getByRole('checkbox', { name: 'Select all rows' }).check();
    await page.getByRole('button', { name: 'Unregister', exact: true }).click();
    await expect(page.getByText('4 attendees unregistered.')).toBeVisible();
    await expect(table.getByText('Unregistered')).toHaveCount(4);
  });

  test('shows the event and toggles check-in with the counts', async ({ adminPage: page, adminApi }) => {
    const event = await createEvent(adminApi, uniqueWord('Retreat'));
    const { members } = await seedMembers(adminApi);
    const [ana, bruno] = members as [Member, Member];
    await register(adminApi, event, ana);
    await register(adminApi, event, bruno);

    await page.goto(`/events/${event.code}`);
    await expect(page.getByRole('heading', { name: event.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(String(event.code))).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Code' })).toHaveValue(String(event.code));
    await expect(page.getByRole('textbox', { name: 'Code' })).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'Cancelled' })).not.toBeChecked();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/events/${event.code}/edit`);
    await expect(page.getByText('Registered: 2')).toBeVisible();
    await expect(page.getByText('Checked In: 0')).toBeVisible();

    const checkIn = page.getByRole('switch', { name: `Check in ${ana.fullname}` });
    await expect(checkIn).not.toBeChecked();
    await checkIn.click();
    await expect(checkIn).toBeChecked();
    await expect(page.getByText('Checked In: 1')).toBeVisible();
    await checkIn.click();
    await expect(checkIn).not.toBeChecked();
    await expect(page.getByText('Checked In: 0')).toBeVisible();

    // Search over the registered attendees.
    const search = page.getByRole('textbox', { name: 'Search attendees' });
    await search.fill(bruno.fullname);
    await search.press('Enter');
    await expect(page.getByRole('table', { name: 'Attendees' }).getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('switch', { name: `Check in ${bruno.fullname}` })).toBeVisible();

    await expect(page.getByRole('link', { name: 'QR Check-In' })).toHaveAttribute('href', `/events/${event.code}/check-in`);
    await page.getByRole('link', { name: 'Add or Remove' }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.code}/registration`));
  });

  test('a cancelled event refuses registration with a danger toast', async ({ adminPage: page, adminApi }) => {
    const event = await createEvent(adminApi, uniqueWord('Retreat'));
    const { tag, members } = await seedMembers(adminApi);
    const cancel = await adminApi.request.patch(`/api/events/${event.code}`, {
      headers: auth(adminApi),
      data: { isCancelled: true },
    });
    expect(cancel.status()).toBe(200);

    await page.goto(`/events/${event.code}/registration?search=${tag}`);
    await page.getByRole('button', { name: `Register ${members[0]!.fullname}`, exact: true }).click();
    await expect(page.getByText('Event is cancelled.')).toBeVisible();
    await expect(row(page, members[0]!).getByText('Unregistered')).toBeVisible();
  });
});
