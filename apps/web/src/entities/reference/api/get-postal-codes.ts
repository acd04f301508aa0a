import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostalCode } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { referenceKeys } from './reference-keys.ts';

export function getPostalCodes(signal?: AbortSignal): Promise<PostalCode[]> {
  return apiFetch<PostalCode[]>('/postal-codes', { signal });
}

export function getPostalCodesQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.postalCodes,
    queryFn: ({ signal }) => getPostalCodes(signal),
    // Fixed reference data: one fetch per visit is enough.
    staleTime: Infinity,
  });
}

/**
 * Every postal code, from which the venue form derives its countries, provinces and cities
 * (there is no countries call). Loaded only while `enabled` (the New Venue modal is open).
 */
export function usePostalCodes(enabled: boolean) {
  return useQuery({ ...getPostalCodesQueryOptions(), enabled });
}
