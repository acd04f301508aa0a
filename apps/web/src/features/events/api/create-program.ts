import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Program, ProgramInput, ProgramList } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export function createProgram(body: ProgramInput): Promise<Program> {
  return apiFetch<Program>('/programs', { method: 'POST', body });
}

/** `POST /api/programs` from the event form: the program joins the options at once, then every programs query refetches. */
export function useCreateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgram,
    onSuccess: (program) => {
      queryClient.setQueryData<ProgramList>(eventKeys.programOptions(), (list) => ({
        totalCount: (list?.totalCount ?? 0) + 1,
        programs: [...(list?.programs ?? []).filter((item) => item.id !== program.id), program],
      }));
      return queryClient.invalidateQueries({ queryKey: eventKeys.programs });
    },
  });
}
