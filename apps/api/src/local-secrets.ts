import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The secrets a server makes for itself when none is configured (outside production). */
export interface LocalSecrets {
  unsubscribe: string;
  sandboxWebhook: string;
}

const FILE = 'secrets.json';

/**
 * Random secrets made on the first start and kept in the data directory beside the data they
 * protect, so that a demo facing a network signs with nothing anyone has read in the sources, and
 * every process of the same data directory signs alike. Made once: the first process to write the
 * file wins, and every other reads what it wrote.
 */
export function localSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, FILE);
  mkdirSync(dataDir, { recursive: true });
  const made: LocalSecrets = {
    unsubscribe: randomBytes(32).toString('base64url'),
    sandboxWebhook: randomBytes(32).toString('base64url'),
  };
  try {
    writeFileSync(file, JSON.stringify(made), { flag: 'wx', mode: 0o600 });
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return { ...made, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>) };
}
