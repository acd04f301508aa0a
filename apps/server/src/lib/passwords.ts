import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with OWASP's parameters (m=19 MiB, t=2, p=1), stored as a PHC string. */
const options = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of a password nobody knows: verifying against it costs what a real check costs. */
const decoyHash = hash('decoy password that matches nothing', options);

/** Verifies `password`; with no stored hash it still does the work, so timing does not tell. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
