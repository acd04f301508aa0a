import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Program, ProgramUpdateInput } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventKeys } from '../../events/api/event-keys.ts';
import { programKeys } from './program-keys.ts';

export interface UpdateProgramVariables {
  id: number;
  body: ProgramUpdateInput;
}

/** `PUT /api/programs/{id}` (Administrators only: a Coordinator gets 403). */
export function updateProgram({ id, body }: UpdateProgramVariables): Promise<Program> {
  return apiFetch<Program>(`/programs/${id}`, { method: 'PUT', body });
}

/** The answer replaces the cached program; its lists and options refetch, and so do the events, which show its name. */
export function useUpdateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgram,
    onSuccess: (program) => {
      queryClient.setQueryData(programKeys.detail(program.id), program);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: programKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: programKeys.options() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]);
    },
  });
}
