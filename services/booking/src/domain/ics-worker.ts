import { parentPort } from 'node:worker_threads';
import { FeedRefused, readFeedDetails } from './ics-ranges.ts';
import { WORKER_READY, type WorkerAnswer, type WorkerTask } from './ics-worker-protocol.ts';

/**
 * A worker thread feeds are parsed in (docs/calendars.md#the-parsing-worker): each message is one
 * feed's text and limits, each answer its ranges or the refusal, one feed at a time, for as long as
 * the thread lives. Started and ended by clients/feed-parser.ts; compiled to dist/ics-worker.js
 * beside dist/main.js for production.
 */

async function answer({ text, limits }: WorkerTask): Promise<WorkerAnswer> {
  try {
    return { kind: 'ranges', read: await readFeedDetails(text, limits) };
  } catch (err) {
    return err instanceof FeedRefused
      ? { kind: 'refused', message: err.message }
      : { kind: 'failed', message: String((err as Error)?.message ?? err) };
  }
}

parentPort?.on('message', (task: WorkerTask) => {
  void answer(task).then((reply) => parentPort?.postMessage(reply));
});
// The parser is loaded: the parses' clocks may start.
parentPort?.postMessage(WORKER_READY);
