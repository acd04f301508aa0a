import { useMutation } from '@tanstack/react-query';
import type { Enrolment } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * `POST /api/stations/{id}/enrolment-code`: a fresh code for an existing station (a replaced
 * tablet); the devices already enrolled keep working.
 */
export function newEnrolmentCode(id: number): Promise<Enrolment> {
  return apiFetch<Enrolment>(`/stations/${id}/enrolment-code`, { method: 'POST' });
}

/** Nothing cached changes: the station's fields are the same, and the code is shown once, not kept. */
export function useNewEnrolmentCode() {
  return useMutation({ mutationFn: newEnrolmentCode });
}
