import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookList } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { webhookKeys } from './webhook-keys.ts';

/** `GET /api/webhooks` (Administrators only: others get 403). */
export function getWebhooks(signal?: AbortSignal): Promise<WebhookList> {
  return apiFetch<WebhookList>('/webhooks', { signal });
}

export function useWebhooks() {
  return useQuery(queryOptions({ queryKey: webhookKeys.list(), queryFn: ({ signal }) => getWebhooks(signal) }));
}
