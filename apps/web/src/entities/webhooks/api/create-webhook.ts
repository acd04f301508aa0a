import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookCreated, WebhookInput } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { webhookKeys } from './webhook-keys.ts';

/** `POST /api/webhooks`: the new webhook and its signing secret, which the server shows only in this answer. */
export function createWebhook(body: WebhookInput): Promise<WebhookCreated> {
  return apiFetch<WebhookCreated>('/webhooks', { method: 'POST', body });
}

/** The list refetches; the secret stays with the caller, never in the cache. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}
