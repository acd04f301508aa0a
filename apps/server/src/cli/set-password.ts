/**
 * `npm run set-password -- EMAIL`: gives the member with EMAIL a new password read from standard
 * input (typed without echo at a terminal, or piped), and ends their sessions. For when the last
 * Administrator is locked out.
 */
import { createInterface } from 'node:readline';
import { newPasswordSchema } from '@console/contracts';
import { loadConfig } from '../config.ts';
import { openChangeFeed } from '../db/change-feed.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { HttpError, issueText } from '../lib/errors.ts';
import { resetPasswordByEmail } from '../modules/auth/passwords.service.ts';

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let input = '';
    for await (const chunk of process.stdin) input += String(chunk);
    return input.split(/\r?\n/)[0] ?? '';
  }
  process.stdout.write('New password: ');
  const rl = createInterface({ input: process.stdin, terminal: true });
  // Typed characters are not echoed.
  (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
  const line = await new Promise<string>((resolve) => rl.once('line', resolve));
  rl.close();
  process.stdout.write('\n');
  return line;
}

async function main() {
  const email = process.argv[2];
  if (!email) {
    console.error('Usage: npm run set-password -- EMAIL   (the new password is read from standard input)');
    return 2;
  }
  const parsed = newPasswordSchema.safeParse(await readPassword());
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => issueText(issue.message)).join('\n'));
    return 1;
  }
  const database = openDatabase(loadConfig().DATABASE_URL);
  const { db } = database;
  // On PostgreSQL the running servers hear that the member's sessions ended and end their live
  // streams at once; on SQLite they find out at the streams' next keep-alive.
  const feed = openChangeFeed(database);
  try {
    await migrateToLatest(db);
    await resetPasswordByEmail(db, feed, email, parsed.data);
    console.log(`Password set for ${email}. Their other sessions have ended.`);
    return 0;
  } catch (error) {
    if (error instanceof HttpError) {
      console.error(`${error.message}: no member has the email ${email}.`);
      return 1;
    }
    throw error;
  } finally {
    await feed.close();
    await db.destroy();
  }
}

process.exitCode = await main();
