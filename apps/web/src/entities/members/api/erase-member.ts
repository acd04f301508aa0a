import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberWithPickups } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { memberChanged } from './member-changed.ts';
import { memberKeys } from './member-keys.ts';

export interface EraseMemberVariables {
  code: number;
  /** The member's fullname, typed out. */
  confirm: string;
}

/** `POST /api/members/{code}/erase` (Administrators only): cannot be undone. */
export function eraseMember({ code, confirm }: EraseMemberVariables): Promise<MemberWithPickups> {
  return apiFetch<MemberWithPickups>(`/members/${code}/erase`, { method: 'POST', body: { confirm } });
}

/** Erases a member; their record (now without households), every list that shows names, their history and the duplicates refresh. */
export function useEraseMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseMember,
    onSuccess: (erased) =>
      Promise.all([
        memberChanged(queryClient, erased),
        queryClient.invalidateQueries({ queryKey: memberKeys.detail(erased.code) }),
        queryClient.invalidateQueries({ queryKey: memberKeys.duplicates() }),
      ]),
  });
}
