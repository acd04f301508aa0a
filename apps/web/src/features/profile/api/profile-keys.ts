/** Query keys of the signed-in member's own record. */
export const profileKeys = {
  all: ['profile'] as const,
  detail: (code: number) => [...profileKeys.all, code] as const,
};
