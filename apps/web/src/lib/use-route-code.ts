import { useParams } from 'react-router';
import { parseCode } from '@console/contracts';

/** A route's `:code` (or `:id`) as a number, or null when it is not a valid code: one rule for every record page. */
export function useRouteCode(param: 'code' | 'id' = 'code'): number | null {
  return parseCode(useParams()[param]) ?? null;
}
