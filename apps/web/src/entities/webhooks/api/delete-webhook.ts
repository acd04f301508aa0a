import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { webhookKeys } from './webhook-keys.ts';

/** `DELETE /api/webhooks/{id}`: the webhook and its deliveries; nothing more is sent to it. */
export function deleteWebhook(id: number): Promise<void> {
  return apiFetch<void>(`/webhooks/${id}`, { method: 'DELETE' });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}
