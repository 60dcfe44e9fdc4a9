/**
 * Costly work that takes turns: at most `parallel` run together, first come first served, and a
 * turn passes straight to the next in line, so that no newcomer slips in between.
 */
export function takingTurns(parallel: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running < parallel) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
