import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, messages, type Webhook, type WebhookDelivery } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toasts/toast-store.ts';
import { TestEnvMantine, renderWithApp } from '../../../test/render.tsx';
import { sentRequest, stubApi } from '../../../test/stub-api.ts';
import { WebhooksSettings } from './webhooks-settings.tsx';

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'danger');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const webhookOf = (overrides: Partial<Webhook> = {}): Webhook => ({
  id: 1,
  url: 'https://crm.example.org/hooks/console',
  events: ['member.created', 'attendance.checked_in'],
  description: 'Our CRM',
  isEnabled: true,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
  ...overrides,
});
const deliveryOf = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 7,
  eventType: 'member.created',
  status: 'failed',
  attempts: 12,
  lastStatusCode: 503,
  nextAttemptAt: null,
  createdAt: '2026-11-27T09:00:00.000Z',
  ...overrides,
});
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function renderSettings() {
  return renderWithApp(
    <TestEnvMantine>
      <WebhooksSettings />
    </TestEnvMantine>,
    { url: '/settings/webhooks' },
  );
}

describe('WebhooksSettings', () => {
  it('lists each webhook with its address, description and event types', async () => {
    stubApi((call) => (call.method === 'GET' && call.path === '/api/webhooks' ? { body: { webhooks: [webhookOf()] } } : undefined));
    renderSettings();
    const row = (await screen.findByText('https://crm.example.org/hooks/console')).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 2)).toEqual(['https://crm.example.org/hooks/consoleOur CRM', 'Member created, Checked in']);
    expect(within(row).getByRole('switch', { name: 'https://crm.example.org/hooks/console enabled' })).toBeChecked();
  });

  it('adds a webhook with the event types checked, and shows its secret once with a Copy button', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi((call) => {
      if (call.method === 'GET' && call.path === '/api/webhooks') return { body: { webhooks: [] } };
      if (call.method === 'POST' && call.path === '/api/webhooks') return { status: 201, body: { webhook: webhookOf(), secret: SECRET } };
      return undefined;
    });
    renderSettings();
    await screen.findByText('No webhooks yet.');
    await user.click(screen.getByRole('button', { name: 'Add Webhook' }));
    const form = await screen.findByRole('form', { name: 'New webhook' });
    await user.type(within(form).getByRole('textbox', { name: /Address/ }), 'https://crm.example.org/hooks/console');
    await user.click(within(form).getByRole('checkbox', { name: 'Member created' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Checked in' }));
    await user.type(within(form).getByRole('textbox', { name: /Description/ }), 'Our CRM');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(dialog).getByText(SECRET)).toBeInTheDocument();
    expect(within(dialog).getByText('This secret is shown only now. Copy it before you close this window.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map(sentRequest)).toEqual([
      {
        method: 'POST',
        path: '/api/webhooks',
        body: { url: 'https://crm.example.org/hooks/console', events: ['member.created', 'attendance.checked_in'], description: 'Our CRM' },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Webhook created successfully!', { about: 'save.Webhook.create' });

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
  });

  it("shows the server's refusal of a private address on the Address field", async () => {
    const user = userEvent.setup();
    stubApi((call) => {
      if (call.method === 'GET' && call.path === '/api/webhooks') return { body: { webhooks: [] } };
      if (call.method === 'POST' && call.path === '/api/webhooks') {
        return { status: 400, body: errorBody(messages.webhooks.urlPrivate, { url: [messages.webhooks.urlPrivate] }) };
      }
      return undefined;
    });
    renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Add Webhook' }));
    const form = await screen.findByRole('form', { name: 'New webhook' });
    await user.type(within(form).getByRole('textbox', { name: /Address/ }), 'http://192.168.1.20/hook');
    await user.click(within(form).getByRole('checkbox', { name: 'Event created' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The address is on a private, loopback or link-local network.')).toBeInTheDocument();
    expect(toast.danger).toHaveBeenCalledWith('Webhook create failed! Please check for errors.', { about: 'save.Webhook.create' });
  });

  it("shows a webhook's deliveries (event, status, attempts, next attempt), retries one and sends a test", async () => {
    const user = userEvent.setup();
    const { calls } = stubApi((call) => {
      if (call.method === 'GET' && call.path === '/api/webhooks') return { body: { webhooks: [webhookOf()] } };
      if (call.method === 'GET' && call.pathname === '/api/webhooks/1/deliveries') {
        return {
          body: {
            totalCount: 2,
            deliveries: [
              deliveryOf({
                id: 8,
                eventType: 'attendance.checked_in',
                status: 'pending',
                attempts: 2,
                lastStatusCode: 500,
                nextAttemptAt: '2026-11-28T10:00:00.000Z',
              }),
              deliveryOf(),
            ],
          },
        };
      }
      if (call.method === 'POST' && call.path === '/api/webhooks/1/deliveries/7/retry') return { body: deliveryOf({ status: 'pending' }) };
      if (call.method === 'POST' && call.path === '/api/webhooks/1/test')
        return { status: 202, body: deliveryOf({ id: 9, eventType: 'webhook.test', status: 'pending', attempts: 0 }) };
      return undefined;
    });
    renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Deliveries of https://crm.example.org/hooks/console' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliveries of https://crm.example.org/hooks/console' });
    const table = await within(dialog).findByRole('table', { name: 'Deliveries' });
    await within(table).findByText('Checked in');
    const rows = within(table).getAllByRole('row').slice(1);
    const cellsOf = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cellsOf(rows[0]!).slice(0, 3)).toEqual(['Checked in', 'Pendinglast answer 500', '2']);
    expect(cellsOf(rows[0]!)[3]).not.toBe('—');
    expect(cellsOf(rows[1]!).slice(0, 4)).toEqual(['Member created', 'Failedlast answer 503', '12', '—']);

    await user.click(within(dialog).getByRole('button', { name: 'Retry Member created delivery 7' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Send a test' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(toast.danger).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/webhooks/1/deliveries/7/retry',
      '/api/webhooks/1/test',
    ]);
  });

  it('says when a webhook has no deliveries, and reads a page with a pending one again until it has succeeded', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const pages = [
      { totalCount: 0, deliveries: [] },
      { totalCount: 1, deliveries: [deliveryOf({ eventType: 'webhook.test', status: 'pending', attempts: 0, lastStatusCode: null })] },
      { totalCount: 1, deliveries: [deliveryOf({ eventType: 'webhook.test', status: 'succeeded', attempts: 1, lastStatusCode: 204 })] },
    ];
    stubApi((call) => {
      if (call.method === 'GET' && call.path === '/api/webhooks') return { body: { webhooks: [webhookOf()] } };
      if (call.method === 'GET' && call.pathname === '/api/webhooks/1/deliveries') return { body: pages[Math.min(reads++, 2)] };
      if (call.method === 'POST' && call.path === '/api/webhooks/1/test') return { status: 202, body: pages[1]!.deliveries[0] };
      return undefined;
    });
    renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Deliveries of https://crm.example.org/hooks/console' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliveries of https://crm.example.org/hooks/console' });
    await within(dialog).findByText('No deliveries yet.');

    await user.click(within(dialog).getByRole('button', { name: 'Send a test' }));
    await within(dialog).findByText('Pending');
    // Read again two seconds later, with no one asking.
    await within(dialog).findByText('Succeeded', undefined, { timeout: 4000 });
    expect(reads).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads).toBe(3);
  }, 10_000);
});
