import { Worker } from 'node:worker_threads';
import { FEED_ERRORS, FeedRefused, type ImportedRange, type ReadLimits } from '../domain/ics-ranges.ts';
import type { WorkerAnswer } from '../domain/ics-worker.ts';

/**
 * Parses an imported feed away from the service's event loop (docs/calendars.md#the-parsing-worker):
 * each parse in a worker thread of its own, with a time limit and a heap limit; past either the
 * thread is ended and the feed refused with its Italian error. At most MAX_PARALLEL parses at once;
 * the others wait their turn (the time limit counts from a parse's own start).
 */

export interface ParseSettings {
  /** CALENDAR_PARSE_TIMEOUT_MS: from the thread's start to its answer. */
  timeoutMs: number;
  /** CALENDAR_PARSE_MEMORY_MB: the thread's old-generation heap. */
  memoryMb: number;
}

export interface FeedParser {
  /** The feed's ranges, a FeedRefused with the Italian error, or an Error for a fault of our own. */
  read(text: string, limits: ReadLimits): Promise<ImportedRange[]>;
}

/** Parses at once; each may take `memoryMb` and more, so a burst of manual reads does not multiply it. */
export const MAX_PARALLEL = 2;

/**
 * The worker's file: beside this one's folder in the sources (tsx, vitest), beside main.js in the
 * compiled service (scripts/build.ts bundles every module into dist/main.js and the worker into
 * dist/ics-worker.js).
 */
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('../domain/ics-worker.ts', import.meta.url)
  : new URL('./ics-worker.js', import.meta.url);

function parseOnce(text: string, limits: ReadLimits, settings: ParseSettings): Promise<ImportedRange[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: { text, limits },
      resourceLimits: { maxOldGenerationSizeMb: settings.memoryMb },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new FeedRefused(FEED_ERRORS.parseTimeout(settings.timeoutMs)))), settings.timeoutMs);
    worker.once('message', (answer: WorkerAnswer) =>
      settle(() => {
        if (answer.kind === 'ranges') resolve(answer.ranges);
        else if (answer.kind === 'refused') reject(new FeedRefused(answer.message));
        else reject(new Error(`feed parser: ${answer.message}`));
      }),
    );
    worker.once('error', (err: NodeJS.ErrnoException) =>
      settle(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new FeedRefused(FEED_ERRORS.parseMemory(settings.memoryMb)) : err)),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`feed parser ended with code ${code} and no answer`))));
  });
}

export function feedParser(settings: ParseSettings): FeedParser {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async read(text, limits) {
      // A slot is taken here, or handed over by the parse that ends (so no newcomer slips in between).
      if (running < MAX_PARALLEL) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await parseOnce(text, limits, settings);
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
