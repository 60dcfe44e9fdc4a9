// One process at a time for work that two processes of one checkout may start together (two test
// runs, a test run and `npm start`): the web build, the test template's seeding.
// The lock is a file naming its holder; one left by a process that died is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Takes the lock, or says which live process holds it. */
function tryLock(lockFile) {
  mkdirSync(path.dirname(lockFile), { recursive: true });
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
    return null;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  const holder = Number(readFileSync(lockFile, 'utf8'));
  if (holder && isRunning(holder)) return holder;
  rmSync(lockFile, { force: true });
  return tryLock(lockFile);
}

/**
 * Runs `work` holding `lockFile`, after waiting for any live holder (`onWait` is told who, once).
 * `work` should check again whether it is still needed: the holder may have done it.
 */
export async function whileHolding(lockFile, onWait, work) {
  let holder = tryLock(lockFile);
  if (holder) onWait(holder);
  while (holder) {
    await sleep(1000);
    holder = tryLock(lockFile);
  }
  try {
    return await work();
  } finally {
    rmSync(lockFile, { force: true });
  }
}
