import { STATION_SEARCHES_PER_MINUTE, messages } from '@console/contracts';
import { ThrottledError } from '../../lib/errors.ts';

const WINDOW_MS = 60_000;

/**
 * The door searches of each station in the last minute, kept in this server process: a search is
 * the door's busiest call, and a write to the database for each would cost more than the search
 * (decision 035). A station that asks more than STATION_SEARCHES_PER_MINUTE times is answered 429
 * until its oldest search leaves the minute: enough for a queue of families, far too few to read
 * the directory by guessing phones.
 */
export class StationSearchLimit {
  private readonly searches = new Map<number, number[]>();

  /** Counts a search of the station, or throws 429 when it has had its share of the minute. */
  take(stationId: number, now = Date.now()) {
    const recent = (this.searches.get(stationId) ?? []).filter((at) => at > now - WINDOW_MS);
    if (recent.length >= STATION_SEARCHES_PER_MINUTE) {
      this.searches.set(stationId, recent);
      const retryAfterMs = (recent[0] ?? now) + WINDOW_MS - now;
      throw new ThrottledError(messages.stations.tooManySearches, Math.max(1, Math.ceil(retryAfterMs / 1000)));
    }
    recent.push(now);
    this.searches.set(stationId, recent);
  }
}
