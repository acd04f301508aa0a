import { useParams } from 'react-router';
import { parseCode } from '@console/contracts';

/**
 * A route's `:code` (or `:id`): `code` as a number, or null when it is not a valid code (one rule
 * for every record page), and `raw` as the address spells it, for the breadcrumbs.
 */
export function useRouteCode(param: 'code' | 'id' = 'code'): { code: number | null; raw: string } {
  const raw = useParams()[param] ?? '';
  return { code: parseCode(raw) ?? null, raw };
}
