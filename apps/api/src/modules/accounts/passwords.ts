import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends.
export const hashPassword = (password: string) => hash(password);

/** A hash of a random password, compared against when no account matches, so timing reveals nothing. */
const decoy = hash('decoy-password-never-used-1');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await decoy), password);
  } catch {
    return false;
  }
}
