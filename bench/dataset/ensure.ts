import type { DialectName } from '../../apps/server/src/db/database.ts';
import { generateData, type DataFacts, type DataSizes } from './generate.ts';
import { readFacts, recreateDatabase, writeFacts } from './target.ts';

/**
 * The benchmark data of these sizes, made unless it is already in place (or `fresh` asks for it
 * anew); answers its facts.
 */
export async function ensureData(dialect: DialectName, sizes: DataSizes, { fresh = false } = {}): Promise<DataFacts> {
  const existing = fresh ? undefined : readFacts(dialect, sizes);
  if (existing) return existing;
  const { db } = await recreateDatabase(dialect);
  try {
    const facts = await generateData(db, sizes);
    writeFacts(dialect, facts);
    return facts;
  } finally {
    await db.destroy();
  }
}
