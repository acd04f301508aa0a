import { useParams } from 'react-router';
import { codeParam } from '@console/contracts';

/** The `:id` of a program route as a number, or null when it is not a valid id. */
export function useProgramId(): number | null {
  const { id } = useParams();
  const parsed = codeParam.safeParse(id);
  return parsed.success ? parsed.data : null;
}
