import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DoorAddresses } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { doorKeys } from './door-keys.ts';

/**
 * `GET /api/door/addresses`: the origins at which phones on the network reach this console, none
 * when it listens on its own machine only (docs/api.md, "System").
 */
export function getDoorAddresses(signal?: AbortSignal): Promise<DoorAddresses> {
  return apiFetch<DoorAddresses>('/door/addresses', { signal });
}

export function getDoorAddressesQueryOptions() {
  return queryOptions({ queryKey: doorKeys.addresses(), queryFn: ({ signal }) => getDoorAddresses(signal) });
}

/** The addresses, asked only when `enabled` (a page opened on the console's own machine needs them). */
export function useDoorAddresses({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getDoorAddressesQueryOptions(), enabled });
}
