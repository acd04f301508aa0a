import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Program, ProgramUpdateInput } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { programKeys } from './program-keys.ts';

export interface UpdateProgramVariables {
  id: number;
  body: ProgramUpdateInput;
}

/** `PUT /api/programs/{id}` (Administrators only: a Coordinator gets 403). */
export function updateProgram({ id, body }: UpdateProgramVariables): Promise<Program> {
  return apiFetch<Program>(`/programs/${id}`, { method: 'PUT', body });
}

/** The answer replaces the cached program and the lists refetch. */
export function useUpdateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgram,
    onSuccess: (program) => {
      queryClient.setQueryData(programKeys.detail(program.id), program);
      return queryClient.invalidateQueries({ queryKey: programKeys.lists() });
    },
  });
}
