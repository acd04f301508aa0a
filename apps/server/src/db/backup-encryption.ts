import { closeSync, createReadStream, createWriteStream, openSync, readSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Decrypter, Encrypter } from 'age-encryption';
import { PRIVATE_FILE_MODE } from './database.ts';

/*
 * Encrypted backups (docs/privacy.md, "Backups"): the age format (age-encryption.org/v1) with a
 * passphrase, through the age project's own TypeScript library, so that the `age` command line
 * tool decrypts a backup too. Files are streamed in 64 KiB chunks: a backup is never whole in memory.
 */

/** The first line of every age file. */
const AGE_HEADER = 'age-encryption.org/v1\n';

/** Whether `file` is an age file (by its first line). */
export function isEncryptedBackup(file: string): boolean {
  const start = Buffer.alloc(AGE_HEADER.length);
  const handle = openSync(file, 'r');
  try {
    const read = readSync(handle, start, 0, start.length, 0);
    return start.subarray(0, read).toString('latin1') === AGE_HEADER;
  } finally {
    closeSync(handle);
  }
}

const webStreamOf = (file: string) => Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;

/** Writes `stream` into `file`: one made private by the caller, or made private here. */
function writeStream(stream: ReadableStream<Uint8Array>, file: string) {
  return pipeline(Readable.fromWeb(stream), createWriteStream(file, { mode: PRIVATE_FILE_MODE }));
}

/** Encrypts `plain` into `target` with `passphrase`. */
export async function encryptBackup(plain: string, target: string, passphrase: string): Promise<void> {
  const encrypter = new Encrypter();
  encrypter.setPassphrase(passphrase);
  await writeStream(await encrypter.encrypt(webStreamOf(plain)), target);
}

/**
 * Decrypts `source` into `plain` with `passphrase`. A wrong passphrase is refused before anything
 * is written; a file altered after it was made fails its authentication while it is read.
 */
export async function decryptBackup(source: string, plain: string, passphrase: string): Promise<void> {
  const decrypter = new Decrypter();
  decrypter.addPassphrase(passphrase);
  let decrypted: ReadableStream<Uint8Array>;
  try {
    decrypted = await decrypter.decrypt(webStreamOf(source));
  } catch (error) {
    throw new Error(`${source} could not be decrypted: wrong passphrase (${(error as Error).message})`, { cause: error });
  }
  try {
    await writeStream(decrypted, plain);
  } catch (error) {
    throw new Error(`${source} is damaged: its contents fail their authentication (${(error as Error).message})`, { cause: error });
  }
}
