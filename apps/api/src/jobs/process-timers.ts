// Work that every process runs on its own timer (JobRunner.inEachProcess), beside the jobs that
// one process claims: each run is logged when it fails, never two of one kind at once.
import type { FastifyBaseLogger } from 'fastify';

type Work = (log: FastifyBaseLogger) => Promise<void>;

interface Timed {
  name: string;
  intervalMs: number;
  work: Work;
  timer?: NodeJS.Timeout;
  run?: Promise<void>;
}

export class ProcessTimers {
  readonly #timed: Timed[] = [];
  #started = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  declare(name: string, intervalMs: number, work: Work) {
    this.#timed.push({ name, intervalMs, work });
  }

  /** The first run of each after `firstDelayMs`. */
  start(firstDelayMs: number) {
    this.#started = true;
    for (const timed of this.#timed) this.#after(timed, firstDelayMs);
  }

  async stop() {
    this.#started = false;
    for (const timed of this.#timed) clearTimeout(timed.timer);
    await Promise.all(this.#timed.map((timed) => timed.run));
  }

  #after(timed: Timed, delayMs: number) {
    if (!this.#started) return;
    timed.timer = setTimeout(() => {
      timed.run = timed
        .work(this.log)
        .catch((error) => this.log.warn({ err: error, job: timed.name }, 'job failed'))
        .finally(() => {
          timed.run = undefined;
          this.#after(timed, timed.intervalMs);
        });
    }, delayMs);
    timed.timer.unref();
  }
}
