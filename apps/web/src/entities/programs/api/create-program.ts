import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Program, ProgramInput, ProgramList } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { programKeys } from './program-keys.ts';

export function createProgram(body: ProgramInput): Promise<Program> {
  return apiFetch<Program>('/programs', { method: 'POST', body });
}

/**
 * `POST /api/programs`, from the programs pages and the event form alike: the new program is
 * cached for its page and joins the event form's options at once, then every programs list refetches.
 */
export function useCreateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgram,
    onSuccess: (program) => {
      queryClient.setQueryData(programKeys.detail(program.id), program);
      queryClient.setQueryData<ProgramList>(programKeys.options(), (list) =>
        list ? { totalCount: list.totalCount + 1, programs: [...list.programs.filter((item) => item.id !== program.id), program] } : list,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: programKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: programKeys.options() }),
      ]);
    },
  });
}
