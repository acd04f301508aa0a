import type { AuthContext } from '../auth/auth.service.ts';
import type { StationContext } from './stations.service.ts';

/** Who made a request on a route that lets both in: a staff member, or a station. */
export type Caller = { staff: AuthContext; station?: undefined } | { staff?: undefined; station: StationContext };
