import { Webhook } from 'standardwebhooks';
import type { ApiToken } from '@console/contracts';
import { startReceiver } from '../apps/server/src/test/webhook-receiver.ts';
import { axeClean } from './support/axe.ts';
import { E2E_PORT } from './support/constants.ts';
import { createMember, expect, test, uniqueWord } from './support/fixtures.ts';
import { createEvent, getJson, register } from './support/seed.ts';

/*
 * Settings → API tokens, Settings → Webhooks and Settings → Audit log (docs/product.md §6.13–6.15):
 * an Administrator makes a token and a webhook, another program checks a member in with the token,
 * the webhook's receiver (on this machine: the flows' server allows private addresses) gets the
 * check-in signed, the deliveries list shows it succeeded, and the audit log shows the check-in
 * made by the token.
 */

const HOUR_MS = 60 * 60 * 1000;

/** What a check-in's webhook request carries. */
interface CheckedIn {
  type: string;
  data: { eventCode: number; attendee: { code: number; checkIn: boolean } };
}

test('a token and a webhook made in Settings: a check-in with the token reaches the receiver signed, shows as delivered, and is in the audit log', async ({
  adminPage: page,
  adminApi,
  playwright,
}) => {
  // Three screens, a delivery awaited and three axe checks: past a minute on a busy two-core machine.
  test.setTimeout(120_000);
  const during = { start: new Date(Date.now() - HOUR_MS), end: new Date(Date.now() + 3 * HOUR_MS), registrationRequired: false };
  const event = await createEvent(adminApi, uniqueWord('Supper'), during);
  const member = await createMember(adminApi, { firstName: 'Marta' });
  const tokenName = uniqueWord('Sheet');
  const receiver = await startReceiver();

  await page.goto('/settings/api-tokens');
  await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible();
  await axeClean(page);
  const form = page.getByRole('form', { name: 'New API token' });
  await form.getByRole('textbox', { name: 'Name' }).fill(tokenName);
  await form.getByRole('checkbox', { name: /Read members/ }).check();
  await form.getByRole('checkbox', { name: /Register and check in members/ }).check();
  await form.getByRole('button', { name: 'Create token' }).click();

  const dialog = page.getByRole('dialog', { name: `Token ${tokenName} created` });
  await expect(dialog.getByText('it will not be shown again', { exact: false })).toBeVisible();
  const token = (await dialog.getByTestId('api-token').textContent())?.trim() ?? '';
  expect(token).toMatch(/^cc_/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // Shown once: the list keeps only its first characters.
  const row = page.getByRole('row').filter({ hasText: tokenName });
  await expect(row).toContainText(`${token.slice(0, 8)}…`);
  await expect(page.getByText(token)).toHaveCount(0);

  // A webhook for check-ins, to the receiver; its secret is read once, to verify what comes.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Webhook' }).click();
  const webhookForm = page.getByRole('form', { name: 'New webhook' });
  await webhookForm.getByRole('textbox', { name: 'Address' }).fill(receiver.url);
  await webhookForm.getByRole('checkbox', { name: 'Checked in' }).check();
  await webhookForm.getByRole('button', { name: 'Save' }).click();
  const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
  const secret = (await secretDialog.getByText(/^whsec_/).textContent())!.trim();
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Close notification' })).toHaveCount(0, { timeout: 10_000 });

  // Another program, with the token and nothing else (no session cookie).
  const program = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const members = await program.get('/api/members', { headers: { authorization: `Bearer ${token}` } });
  expect(members.status()).toBe(200);
  await register({ request: program, token }, event, member.code, true);
  await program.dispose();

  // The flows share one server, so other flows' check-ins reach this webhook too: every request
  // is signed with its secret (the reference library verifies each), and exactly one is this
  // event's check-in. Once it has come the webhook is switched off, so that later check-ins do not
  // push its delivery off the first page of the list.
  const verifier = new Webhook(secret);
  const ours = () =>
    receiver.received.filter(({ headers, body }) => {
      const payload = verifier.verify(body, headers as Record<string, string>) as CheckedIn;
      return payload.type === 'attendance.checked_in' && payload.data.eventCode === event.code;
    });
  await expect.poll(() => ours().length, { timeout: 15_000 }).toBe(1);
  const webhookRow = page.getByRole('row').filter({ hasText: receiver.url });
  await webhookRow.getByRole('switch', { name: `${receiver.url} enabled` }).click();
  await expect(webhookRow.getByRole('switch', { name: `${receiver.url} enabled` })).not.toBeChecked();
  const { headers, body } = ours()[0]!;
  const payload = verifier.verify(body, headers as Record<string, string>) as CheckedIn;
  expect(payload.data.attendee).toMatchObject({ code: member.code, checkIn: true });
  await receiver.close();

  // The webhook's deliveries: the check-in, sent and answered 204 (the list reads a pending one again).
  const deliveryId = String(headers['webhook-id']).replace(/^msg_/, '');
  await webhookRow.getByRole('button', { name: `Deliveries of ${receiver.url}` }).click();
  const deliveries = page.getByRole('dialog', { name: `Deliveries of ${receiver.url}` });
  const delivered = deliveries
    .getByRole('table', { name: 'Deliveries' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Retry Checked in delivery ${deliveryId}`, exact: true }) });
  // Newest first, ten a page: check-ins that came after it may have moved it to a later page.
  await expect(async () => {
    if ((await delivered.count()) === 0) await deliveries.getByRole('button', { name: 'Next page' }).click({ timeout: 1_000 });
    await expect(delivered).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(delivered).toContainText('Succeeded', { timeout: 15_000 });
  await expect(delivered).toContainText('204');
  await axeClean(page);
  await page.keyboard.press('Escape');

  const { apiTokens } = await getJson<{ apiTokens: ApiToken[] }>(adminApi, '/api/api-tokens');
  const made = apiTokens.find((apiToken) => apiToken.name === tokenName)!;

  await page.goto('/settings/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const filters = page.getByRole('group', { name: 'Audit log filters' });
  await filters.getByRole('combobox', { name: 'What' }).selectOption({ label: 'Checked in' });
  await filters.getByRole('combobox', { name: 'Kind of author' }).selectOption({ label: 'API token' });
  await filters.getByRole('textbox', { name: 'Number' }).fill(String(made.id));
  await expect(page).toHaveURL(new RegExp(`actor=token%3A${made.id}`));
  const table = page.getByRole('table', { name: 'Audit log' });
  const entry = table.getByRole('row').filter({ hasText: 'Checked in' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(tokenName);
  await expect(entry).toContainText(`API token ${made.id}`);
  await expect(entry.getByRole('link', { name: `Marta ${member.lastName}` })).toHaveAttribute('href', `/members/${member.code}`);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    /\/api\/audit\/export\?actor=token%3A\d+&action=attendance\.checked_in/,
  );
  await axeClean(page);

  // A phone: the entries stack as cards, and nothing runs off the side of the page.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Audit log' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards).toContainText(tokenName);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});
