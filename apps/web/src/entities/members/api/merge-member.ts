import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberWithPickups } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { memberChanged } from './member-changed.ts';
import { memberKeys } from './member-keys.ts';

export interface MergeMemberInput {
  /** The member merged away (disabled afterwards). */
  code: number;
  /** The member kept. */
  into: number;
}

export function mergeMember({ code, into }: MergeMemberInput): Promise<MemberWithPickups> {
  return apiFetch<MemberWithPickups>(`/members/${code}/merge`, { method: 'POST', body: { into } });
}

/** Merges one member into another; the kept one's record (the merged one's households join it), every list, both histories and the duplicates refresh. */
export function useMergeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeMember,
    onSuccess: (kept, { code }) =>
      Promise.all([
        memberChanged(queryClient, kept),
        queryClient.invalidateQueries({ queryKey: memberKeys.detail(code) }),
        queryClient.invalidateQueries({ queryKey: memberKeys.detail(kept.code) }),
        queryClient.invalidateQueries({ queryKey: memberKeys.duplicates() }),
      ]),
  });
}
