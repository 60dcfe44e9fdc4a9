// `npm test`: every suite of vitest.config.ts, in two Vitest runs side by side. The pages (HTML and
// Chromium) spend much of their time waiting on a browser and a server; the rest (the contract,
// the API on PGlite and, given TEST_POSTGRES_URL, on PostgreSQL, the web's unit tests) is work for
// the processor. Side by side, the second fills what the first leaves idle; in one run, Vitest's
// queue would give the pages their own turn (docs/testing.md has the figures). Each line of output
// is marked with its run; the command fails if either does.
//
// `npm test -- <vitest arguments>` runs one Vitest run with those arguments instead.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const extra = process.argv.slice(2);
const runs = extra.length
  ? [{ label: '', args: extra }]
  : [
      { label: '[pages] ', args: ['--project', 'pages'] },
      // The pages' run sets the pace (it waits on Chromium, not on a core); the rest yields to it.
      { label: '[suites] ', args: ['--project', '!pages'], nice: 5 },
    ];

function run({ label, args, nice = 0 }) {
  return new Promise((resolve) => {
    const child = spawn('nice', ['-n', String(nice), 'npx', 'vitest', 'run', ...args], {
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => out.write(`${label}${line}\n`));
    }
    child.once('close', (code, signal) => resolve(code === 0 && !signal));
  });
}

const passed = await Promise.all(runs.map(run));
process.exit(passed.every(Boolean) ? 0 : 1);
