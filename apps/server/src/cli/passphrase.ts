import { read } from 'read';

/** The environment variable a script gives a backup's passphrase in (a cron job, a test). */
export const PASSPHRASE_VARIABLE = 'BACKUP_PASSPHRASE';
/** A passphrase shorter than this is refused for a new backup: it would not resist guessing offline. */
export const MIN_PASSPHRASE_LENGTH = 12;

const ask = (prompt: string) => read({ prompt, silent: true, replace: '*', output: process.stderr });

/**
 * A backup's passphrase: BACKUP_PASSPHRASE, or typed at a terminal without being shown (twice for
 * a new backup, which must be at least 12 characters). Throws when there is neither.
 */
export async function passphrase({ forNewBackup }: { forNewBackup: boolean }): Promise<string> {
  const given = process.env[PASSPHRASE_VARIABLE];
  let chosen: string;
  if (given !== undefined) chosen = given;
  else if (process.stdin.isTTY) {
    chosen = await ask('Passphrase: ');
    if (forNewBackup && (await ask('The same passphrase again: ')) !== chosen) throw new Error('the two passphrases differ');
  } else throw new Error(`give the passphrase in ${PASSPHRASE_VARIABLE} or run the command in a terminal`);
  if (forNewBackup && chosen.length < MIN_PASSPHRASE_LENGTH)
    throw new Error(`the passphrase must be at least ${MIN_PASSPHRASE_LENGTH} characters long`);
  return chosen;
}
