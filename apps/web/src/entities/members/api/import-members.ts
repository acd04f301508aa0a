import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError as ApiErrorBody, MemberImportResult } from '@console/contracts';
import { ApiError, apiUpload } from '../../../lib/api-client.ts';
import { memberKeys } from './member-keys.ts';

export interface ImportMembersInput {
  /** The file as the API reads it: a header row of member field names, then one member per row. */
  csv: string;
  dryRun: boolean;
  /** Create the rows without errors and leave out the rest (otherwise a row error creates nothing). */
  skipInvalid?: boolean;
  onProgress?: (sent: number) => void;
}

/**
 * `POST /api/members/import`. A file with row errors answers 400 with the same body as a clean
 * one, so that answer is a result too; any other failure is an `ApiError`.
 */
export async function importMembers({ csv, dryRun, skipInvalid = false, onProgress }: ImportMembersInput): Promise<MemberImportResult> {
  const { status, body } = await apiUpload<MemberImportResult | Partial<ApiErrorBody>>('/members/import', {
    body: csv,
    contentType: 'text/csv',
    query: { dryRun, ...(skipInvalid && { skipInvalid }) },
    onProgress,
  });
  if (status === 200 || (status === 400 && Array.isArray(body.errors))) return body as MemberImportResult;
  throw new ApiError(status, body as Partial<ApiErrorBody>);
}

/** Checks or imports a file; a real import refreshes every members query. */
export function useImportMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMembers,
    onSuccess: (result, input) =>
      input.dryRun || result.created === 0 ? undefined : queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
