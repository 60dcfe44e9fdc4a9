// `npm run admin:create -- --email staff@example.org --mobile 966500000000 --first-name Huda --last-name Saleh`
// Creates an admin in the configured database. The password is asked twice without echo on a
// terminal, or read from the first line of the input when it is piped (for scripts).
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { createAdmin } from './admins.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    mobile: { type: 'string' },
    'first-name': { type: 'string', default: 'Admin' },
    'last-name': { type: 'string', default: 'Ataa' },
  },
});

/** One line typed on the terminal, not shown as it is typed. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (terminal as unknown as { _writeToOutput: (text: string) => void })._writeToOutput;
    // Only the prompt is written; what is typed is not echoed.
    (terminal as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
      if (text.startsWith(prompt)) write.call(terminal, prompt);
    };
    terminal.question(prompt, (answer) => {
      terminal.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string | null> {
  if (!process.stdin.isTTY) {
    for await (const line of createInterface({ input: process.stdin })) return line;
    return '';
  }
  const first = await askHidden('Password: ');
  const again = await askHidden('Password again: ');
  return first === again ? first : null;
}

if (!values.email || !values.mobile) {
  console.error(
    'Usage: npm run admin:create -- --email <e-mail> --mobile <digits> [--first-name <name>] [--last-name <name>]',
  );
  process.exit(2);
}
const password = await readPassword();
if (password === null) {
  console.error('The passwords do not match; nothing was created.');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
await database.migrate();
const result = await createAdmin(database.db, {
  email: values.email,
  mobile: values.mobile,
  password,
  first_name: values['first-name'],
  last_name: values['last-name'],
});
await database.close();
if (result.problems) {
  console.error(`Nothing was created:\n  ${result.problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Admin ${values.email} created (account ${result.id}). Sign in at /login.`);
