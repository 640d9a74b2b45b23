import { parentPort, workerData } from 'node:worker_threads';
import { FeedRefused, readFeed, type ReadLimits } from './ics-ranges.ts';

/**
 * The worker thread one feed is parsed in (docs/calendars.md#the-parsing-worker): the text and the
 * limits come in `workerData`, one message goes back, then the thread ends. Started by
 * clients/feed-parser.ts; compiled to dist/ics-worker.js beside dist/main.js for production.
 */

export type WorkerAnswer =
  | { kind: 'ranges'; ranges: Awaited<ReturnType<typeof readFeed>> }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

const { text, limits } = workerData as { text: string; limits: ReadLimits };
let answer: WorkerAnswer;
try {
  answer = { kind: 'ranges', ranges: await readFeed(text, limits) };
} catch (err) {
  answer =
    err instanceof FeedRefused
      ? { kind: 'refused', message: err.message }
      : { kind: 'failed', message: String((err as Error)?.message ?? err) };
}
parentPort?.postMessage(answer);
