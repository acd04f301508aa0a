/** Every API tokens query key, so that a change can invalidate exactly what it touched. */
export const apiTokenKeys = {
  all: ['api-tokens'] as const,
  /** `GET /api/api-tokens`: every token, unpaged (an organisation holds at most API_TOKENS_MAX). */
  list: () => [...apiTokenKeys.all, 'list'] as const,
};
