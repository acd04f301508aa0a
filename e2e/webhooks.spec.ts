import { axeClean } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Settings → Webhooks (docs/product.md §6.13): an Administrator adds a webhook, sees its secret
 * once, queues a test delivery, and every view is axe-clean. The address is public (TEST-NET-3):
 * its attempts fail, and the delivery stays pending.
 */
test('adds a webhook, shows its secret once, sends a test and lists the delivery, axe-clean', async ({ adminPage: page }) => {
  const address = `https://203.0.113.10/hooks/${Date.now()}`;
  await page.goto('/settings/webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await axeClean(page);

  await page.getByRole('button', { name: 'Add Webhook' }).click();
  const form = page.getByRole('form', { name: 'New webhook' });
  await form.getByRole('textbox', { name: 'Address' }).fill(address);
  await form.getByRole('checkbox', { name: 'Checked in' }).check();
  await form.getByRole('textbox', { name: 'Description' }).fill('The e2e receiver');
  await axeClean(page);
  await form.getByRole('button', { name: 'Save' }).click();

  const secret = page.getByRole('dialog', { name: 'Signing secret' });
  await expect(secret.getByText(/^whsec_[A-Za-z0-9+/=]{44}$/)).toBeVisible();
  await expect(secret.getByRole('button', { name: 'Copy' })).toBeVisible();
  await axeClean(page);
  await secret.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(/^whsec_/)).toHaveCount(0);

  // The saved toast has gone by itself (five seconds), so that none sits under the next dialog's overlay.
  await expect(page.getByRole('button', { name: 'Close notification' })).toHaveCount(0, { timeout: 10_000 });
  const row = page.getByRole('row').filter({ hasText: address });
  await expect(row).toContainText('Checked in');
  await row.getByRole('button', { name: `Deliveries of ${address}` }).click();
  const deliveries = page.getByRole('dialog', { name: `Deliveries of ${address}` });
  // Other flows may check members in meanwhile, which this webhook hears too: only the test is looked for.
  await expect(deliveries.getByRole('table', { name: 'Deliveries' })).toBeVisible();
  await deliveries.getByRole('button', { name: 'Send a test' }).click();
  await expect(deliveries.getByRole('table', { name: 'Deliveries' }).getByRole('cell', { name: 'Test', exact: true })).toBeVisible();
  await axeClean(page);
});
