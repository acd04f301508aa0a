import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { messages } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

export function validateEmail(input: { email: string; code: number }, signal?: AbortSignal): Promise<{ isValid: boolean }> {
  return apiFetch<{ isValid: boolean }>('/members/validate-email', { method: 'POST', body: input, signal });
}

/** A read-only check, so a query: simultaneous asks share one call; never reused later. */
export function getValidateEmailQueryOptions(input: { email: string; code: number }) {
  return queryOptions({
    queryKey: [...profileKeys.all, 'validate-email', input] as const,
    queryFn: ({ signal }) => validateEmail(input, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

/** Answers 'This email is already in use.' when another member has the email (the member's own is fine). */
export function useOwnEmailCheck(code: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (email: string) => {
      const { isValid } = await queryClient.fetchQuery(getValidateEmailQueryOptions({ email, code }));
      return isValid ? null : messages.members.emailInUse;
    },
    [queryClient, code],
  );
}
