import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Webhook, WebhookPatch } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { webhookKeys } from './webhook-keys.ts';

export interface UpdateWebhookVariables {
  id: number;
  body: WebhookPatch;
}

/** `PATCH /api/webhooks/{id}`: only the fields sent change (here, `isEnabled`). */
export function updateWebhook({ id, body }: UpdateWebhookVariables): Promise<Webhook> {
  return apiFetch<Webhook>(`/webhooks/${id}`, { method: 'PATCH', body });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}
