import type { Page } from '@playwright/test';
import type { BatchAnswer, Enrolment, Event } from '@console/contracts';
import { axeViolations } from './support/axe.ts';
import { createDoorEvent } from './support/door.ts';
import { createMember, expect, test, uniqueWord, type Api } from './support/fixtures.ts';
import { postJson } from './support/seed.ts';

/*
 * The manned station at the children's door (issue 29, point 3): a volunteer's tablet enrolled
 * through the API checks a family in (the code, the care alert, the labels), and at pickup time
 * refuses a wrong code, shows who may not collect a child in red, and checks out all.
 */

/** The page becomes a manned station of the event's program: the enrolment's cookie lands in the page's own context. */
async function openMannedStation(page: Page, api: Api, event: Event) {
  const enrolment = await postJson<Enrolment>(api, '/api/stations', {
    name: uniqueWord('Door'),
    mode: 'manned',
    labelFormat: 'dymo-30252',
    programIds: [event.programId],
  });
  const enrolled = await page.request.post('/api/stations/enrol', { data: { enrolmentCode: enrolment.enrolmentCode } });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  await page.goto('/station');
  await expect(page.getByRole('combobox', { name: 'Event' })).toHaveValue(String(event.code));
}

/** A household of a mother and the children given, through the API. */
async function household(api: Api, surname: string, codes: { mother: number; children: number[] }) {
  return postJson<{ id: number }>(api, '/api/households', {
    name: `The ${surname} family`,
    members: [{ code: codes.mother, role: 'adult' }, ...codes.children.map((code) => ({ code, role: 'child' }))],
  });
}

test('a volunteer on a phone finds a family by phone, checks the child in, and sees the code, the care alert and the labels', async ({
  page,
  adminApi,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const event = await createDoorEvent(adminApi, { registrationRequired: false });
  const surname = uniqueWord('Fam');
  const phone = `555${String(Date.now()).slice(-7)}`;
  const mother = await createMember(adminApi, { firstName: 'Ana', lastName: surname, phones: phone, birthDate: '1990-06-15' });
  const child = await createMember(adminApi, { firstName: 'Sofia', lastName: surname, birthDate: '2019-06-16', foodAllergies: 'Peanuts' });
  await household(adminApi, surname, { mother: mother.code, children: [child.code] });
  await openMannedStation(page, adminApi, event);

  await page.getByRole('searchbox', { name: 'Phone or name' }).fill(phone);
  await page
    .getByRole('list', { name: 'Families found' })
    .getByRole('button', { name: new RegExp(`The ${surname} family`) })
    .click();
  const family = page.getByRole('region', { name: `The ${surname} family` });
  // The child is ticked (the event has no ages, so it fits); the mother is left to the volunteer.
  await expect(family.getByRole('checkbox', { name: `Sofia ${surname}: ${event.name}` })).toBeChecked();
  await expect(family.getByRole('checkbox', { name: `Ana ${surname}: ${event.name}` })).not.toBeChecked();
  await family.getByRole('button', { name: 'Check in (1)' }).click();

  const result = page.getByRole('region', { name: `Checked in: The ${surname} family` });
  await expect(result.getByTestId('security-code')).toHaveText(/^[ACDEFGHJKLMNPQRTUVWXY34679]{4}$/);
  const code = (await result.getByTestId('security-code').textContent())!;
  await expect(result.getByRole('alert')).toContainText(`Care: Sofia ${surname}`);
  await expect(result.getByRole('alert')).toContainText('Food allergies: Peanuts');
  expect(await axeViolations(page)).toEqual([]);

  // The labels, with the station's cookie: a PDF; the reprint later names the same batch.
  const href = (await result.getByRole('link', { name: 'Print labels' }).getAttribute('href'))!;
  const labels = await page.request.get(href);
  expect(labels.status()).toBe(200);
  expect(labels.headers()['content-type']).toContain('application/pdf');
  await result.getByRole('button', { name: 'Next family' }).click();
  await expect(
    page.getByRole('region', { name: 'Check-ins at this station' }).getByRole('link', { name: `Reprint ${code}` }),
  ).toHaveAttribute('href', href);
});

test('a manned station refuses a wrong code, shows who may not collect, and checks out all', async ({ page, adminApi }) => {
  const event = await createDoorEvent(adminApi, { registrationRequired: false });
  const surname = uniqueWord('Pick');
  const mother = await createMember(adminApi, { firstName: 'Ana', lastName: surname, birthDate: '1990-06-15' });
  const child = await createMember(adminApi, {
    firstName: 'Sofia',
    lastName: surname,
    birthDate: '2019-06-16',
    pickups: [
      { name: `Ana ${surname}`, phone: null, relation: 'Mother', allowed: true, note: null },
      { name: 'Jorge Extraño', phone: null, relation: null, allowed: false, note: 'Court order: never' },
    ],
  } as Parameters<typeof createMember>[1]);
  const brother = await createMember(adminApi, { firstName: 'Mateo', lastName: surname, birthDate: '2017-02-01' });
  const { id: householdId } = await household(adminApi, surname, { mother: mother.code, children: [child.code, brother.code] });
  // Checked in by staff: the tag's code is the batch's.
  const batch = await postJson<BatchAnswer>(adminApi, '/api/check-in-batches', {
    scanId: crypto.randomUUID(),
    householdId,
    selections: [
      { memberCode: child.code, eventCode: event.code },
      { memberCode: brother.code, eventCode: event.code },
    ],
  });
  await openMannedStation(page, adminApi, event);
  await page.getByRole('tab', { name: 'Check out' }).click();
  const code = page.getByRole('textbox', { name: 'Code on the pickup tag' });

  // A code of the right form that is not this batch's (the only one at this event): refused, nothing shown.
  const wrong = batch.securityCode.startsWith('A') ? 'CCCC' : 'AAAA';
  await code.fill(wrong);
  await code.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('This code does not match.');
  await expect(page.getByRole('article')).toHaveCount(0);

  // The right code, typed in lower case with a dash, as a hurried volunteer might.
  await code.fill(`${batch.securityCode.slice(0, 2).toLowerCase()}-${batch.securityCode.slice(2).toLowerCase()}`);
  await page.getByRole('button', { name: 'Find' }).click();
  const sofia = page.getByRole('article', { name: `Sofia ${surname}` });
  await expect(sofia).toBeVisible();
  await expect(page.getByText('This code does not match.')).toHaveCount(0);
  await expect(sofia.getByRole('alert')).toContainText('Not allowed: Jorge Extraño');
  await expect(sofia.getByRole('alert')).toContainText('Court order: never');
  await expect(sofia.getByRole('list', { name: `May collect Sofia ${surname}` })).toContainText(`Ana ${surname}`);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Check out all (2)' }).click();
  await expect(sofia.getByText(/^Checked out at \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByRole('article', { name: `Mateo ${surname}` }).getByText(/^Checked out at \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check out all (0)' })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);

  // The server agrees: the family's door search shows both children out.
  const found = await page.request.get(`/api/events/${event.code}/door-search?q=${surname}`);
  const members = ((await found.json()) as { members: { code: number; checkedOutAt: string | null }[] }[]).flatMap(
    (group) => group.members,
  );
  expect(
    members
      .filter((member) => member.checkedOutAt !== null)
      .map((member) => member.code)
      .sort(),
  ).toEqual([child.code, brother.code].sort());
});
