import { readFile } from 'node:fs/promises';
import { axeClean } from './support/axe.ts';
import { createMember, expect, test, uniqueWord } from './support/fixtures.ts';
import { createEvent, getJson, register } from './support/seed.ts';

/*
 * A person's data on request and their erasure (docs/product.md §4.11, decision 045): an
 * Administrator downloads the data document from Member Details, then erases the person with
 * their full name typed out; the attendance stays and the old name is found nowhere.
 */

test('an Administrator downloads a member’s data, then erases them after typing their full name', async ({ adminPage: page, adminApi }) => {
  const lastName = uniqueWord('Forget');
  const member = await createMember(adminApi, { firstName: 'Rosalind', lastName });
  const event = await createEvent(adminApi, uniqueWord('Vespers'));
  await register(adminApi, event, member.code, true);

  await page.goto(`/members/${member.code}`);
  await expect(page.getByText(`Rosalind ${lastName}`).first()).toBeVisible();
  await axeClean(page);

  // The data document: the member's fields and their attendance, as one JSON file.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`member-${member.code}-data.json`);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    member: { code: number; email: string };
    attendance: { eventCode: number; checkedInAt: string | null }[];
  };
  expect(data.member).toMatchObject({ code: member.code, email: member.email });
  expect(data.attendance).toEqual([expect.objectContaining({ eventCode: event.code, checkedInAt: expect.any(String) })]);

  // Erase…: the red Erase waits for the full name, typed exactly.
  await page.getByRole('button', { name: 'Erase…' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase Rosalind ${lastName}?` });
  await expect(dialog).toContainText('Their attendance stays, without a name');
  const erase = dialog.getByRole('button', { name: 'Erase', exact: true });
  await expect(erase).toBeDisabled();
  const fullName = dialog.getByRole('textbox', { name: 'Full name' });
  await fullName.fill('Rosalind');
  await expect(erase).toBeDisabled();
  await fullName.fill(`Rosalind ${lastName}`);
  await expect(erase).toBeEnabled();
  await axeClean(page);
  await erase.click();
  await expect(page.getByText('Member erased.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Erased Member ${member.code}`).first()).toBeVisible();
  await expect(page.getByText(lastName)).toHaveCount(0);

  // Found nowhere by the old name; the check-in still counts, under the new one.
  const found = await getJson<{ totalCount: number }>(adminApi, `/api/members?search=${lastName}`);
  expect(found.totalCount).toBe(0);
  const attendees = await getJson<{ attendees: { code: number; fullname: string; checkIn: boolean }[] }>(
    adminApi,
    `/api/events/${event.code}/attendees?registered=true`,
  );
  expect(attendees.attendees).toEqual([
    expect.objectContaining({ code: member.code, fullname: `Erased Member ${member.code}`, checkIn: true }),
  ]);
});
