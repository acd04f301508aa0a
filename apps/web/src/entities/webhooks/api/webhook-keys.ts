/** Every webhooks query key, so that a change can invalidate exactly what it touched. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  /** `GET /api/webhooks`: every webhook, unpaged (an organisation has a few). */
  list: () => [...webhookKeys.all, 'list'] as const,
  /** `GET /api/webhooks/{id}/deliveries`: a page of one webhook's deliveries. */
  deliveries: (id: number, page: number) => [...webhookKeys.all, 'deliveries', id, page] as const,
};
