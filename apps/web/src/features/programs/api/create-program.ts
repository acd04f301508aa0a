import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Program, ProgramInput } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { programKeys } from './program-keys.ts';

export function createProgram(body: ProgramInput): Promise<Program> {
  return apiFetch<Program>('/programs', { method: 'POST', body });
}

/** `POST /api/programs`; the new program is cached for its pages and the lists refetch. */
export function useCreateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgram,
    onSuccess: (program) => {
      queryClient.setQueryData(programKeys.detail(program.id), program);
      return queryClient.invalidateQueries({ queryKey: programKeys.lists() });
    },
  });
}
