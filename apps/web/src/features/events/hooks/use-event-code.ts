import { useParams } from 'react-router';
import { codeParam } from '@console/contracts';

/** The `:code` of an event route as a number, or null when it is not a valid code. */
export function useEventCode(): number | null {
  const { code } = useParams();
  const parsed = codeParam.safeParse(code);
  return parsed.success ? parsed.data : null;
}
