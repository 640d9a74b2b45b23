import type { FeedRead, ReadLimits } from './ics-ranges.ts';

/**
 * What clients/feed-parser.ts and its threads (domain/ics-worker.ts) say to each other
 * (docs/calendars.md#the-parsing-worker): a thread says it is ready once, then answers each task.
 * Apart from the thread's own file, so that importing these names never starts a thread's code.
 */

export const WORKER_READY = 'ready';

export interface WorkerTask {
  text: string;
  limits: ReadLimits;
}

export type WorkerAnswer = { kind: 'ranges'; read: FeedRead } | { kind: 'refused'; message: string } | { kind: 'failed'; message: string };
