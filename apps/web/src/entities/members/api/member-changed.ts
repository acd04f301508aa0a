import type { QueryClient } from '@tanstack/react-query';
import type { MemberRecord, MemberWithPickups } from '@console/contracts';
import { getSession, setSession } from '../../../lib/session-store.ts';
import { attendeeKeys } from '../../attendees/api/attendee-keys.ts';
import { householdKeys } from '../../households/api/household-keys.ts';
import { memberKeys } from './member-keys.ts';

/**
 * After the server answered a changed member: their cached record takes the answer, every
 * members list, history and every attendee list (which show names) refetch, and when it is the signed-in
 * member the stored session takes the new names, so the header greets them by them at once. The
 * answer has no households: the cached ones stay (none once disabled, as a disabled member leaves
 * them), and the households, which show members' names, refetch.
 */
export function memberChanged(queryClient: QueryClient, member: MemberWithPickups) {
  queryClient.setQueryData<MemberRecord>(
    memberKeys.detail(member.code),
    (cached) => cached && { ...member, households: member.isEnabled ? cached.households : [] },
  );
  const session = getSession();
  if (session?.code === member.code) setSession({ ...session, firstName: member.firstName, lastName: member.lastName });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: memberKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: memberKeys.histories() }),
    queryClient.invalidateQueries({ queryKey: attendeeKeys.all }),
    queryClient.invalidateQueries({ queryKey: householdKeys.all }),
  ]);
}
