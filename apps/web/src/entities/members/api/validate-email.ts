import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { messages } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { memberKeys } from './member-keys.ts';

export interface ValidateEmailInput {
  email: string;
  /** The member being edited, whose own email is accepted. */
  code?: number | undefined;
}

export function validateEmail(input: ValidateEmailInput, signal?: AbortSignal): Promise<{ isValid: boolean }> {
  return apiFetch<{ isValid: boolean }>('/members/validate-email', { method: 'POST', body: input, signal });
}

/**
 * A read-only check, so it is a query: a blur and a submit asking about the same email at once
 * share one call. Never reused later (staleTime 0), since another member may take the email.
 */
export function getValidateEmailQueryOptions(input: ValidateEmailInput) {
  return queryOptions({
    queryKey: [...memberKeys.all, 'validate-email', input] as const,
    queryFn: ({ signal }) => validateEmail(input, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

/** Answers the email-in-use message (its code) when another member than `code` has the email, else null. */
export function useEmailInUseCheck(code?: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (email: string) => {
      const { isValid } = await queryClient.fetchQuery(getValidateEmailQueryOptions({ email, code }));
      return isValid ? null : messages.members.emailInUse;
    },
    [queryClient, code],
  );
}
