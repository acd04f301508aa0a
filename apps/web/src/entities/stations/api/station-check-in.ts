import type { BatchAnswer, BatchInput } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * `POST /api/station/check-ins`: chosen members of one household, each into an event, under one
 * security code. A retry with the same `scanId` answers the same batch.
 */
export function stationCheckIn(body: BatchInput, signal?: AbortSignal): Promise<BatchAnswer> {
  return apiFetch<BatchAnswer>('/station/check-ins', { method: 'POST', body, signal });
}
