import type { DoorGroup, FamilyCheckInAnswer } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/** `GET /api/events/{code}/door-search`: the families a phone number or a name finds, with each person's state. */
export function searchDoor(eventCode: number, q: string, signal?: AbortSignal): Promise<DoorGroup[]> {
  return apiFetch<DoorGroup[]>(`/events/${eventCode}/door-search?q=${encodeURIComponent(q)}`, { signal });
}

/** What a family check-in sends: one scan's id for the whole family, and whom to check in. */
export interface FamilyScan {
  eventCode: number;
  scanId: string;
  station: string | null;
  members: number[];
  register: boolean;
}

/** `POST /api/events/{code}/check-ins`: several members checked in at once, all or none. */
export function checkInFamily({ eventCode, ...body }: FamilyScan, signal?: AbortSignal): Promise<FamilyCheckInAnswer> {
  return apiFetch<FamilyCheckInAnswer>(`/events/${eventCode}/check-ins`, { method: 'POST', body, signal });
}
