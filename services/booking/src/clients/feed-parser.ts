import { Worker } from 'node:worker_threads';
import { FEED_ERRORS, FeedRefused, type FeedRead, type ReadLimits } from '../domain/ics-ranges.ts';
import { WORKER_READY, type WorkerAnswer, type WorkerTask } from '../domain/ics-worker-protocol.ts';

/**
 * Parses an imported feed away from the service's event loop (docs/calendars.md#the-parsing-worker):
 * in one of MAX_PARALLEL worker threads, kept between feeds (starting a thread and loading the
 * parser costs far more than most feeds), each with a heap limit; a parse past its time limit, or a
 * thread past its heap, ends that thread, the feed is refused with its Italian error, and the next
 * parse starts a fresh thread. The other parses wait their turn (the time limit counts from a
 * parse's own start).
 */

export interface ParseSettings {
  /** CALENDAR_PARSE_TIMEOUT_MS: from the parse's start (its thread running) to its answer. */
  timeoutMs: number;
  /** CALENDAR_PARSE_MEMORY_MB: each thread's old-generation heap. */
  memoryMb: number;
}

export interface FeedParser {
  /** The feed read (its ranges and skipped events), a FeedRefused with the Italian error, or an Error for a fault of our own. */
  read(text: string, limits: ReadLimits): Promise<FeedRead>;
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

/** A thread that parses one feed at a time, for as long as it stays healthy. */
interface ParseThread {
  worker: Worker;
  /** Settled once the thread has loaded the parser: a parse's time counts from then, not from the thread's start. */
  ready: Promise<void>;
  /** Set while a parse runs: how that parse ends. */
  current: ((outcome: { answer: WorkerAnswer } | { failure: Error }) => void) | null;
}

function startThread(settings: ParseSettings, onGone: (thread: ParseThread) => void): ParseThread {
  const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: settings.memoryMb } });
  // An idle thread does not keep the service alive.
  worker.unref();
  let loaded = () => {};
  const ready = new Promise<void>((resolve) => (loaded = resolve));
  const thread: ParseThread = { worker, ready, current: null };
  const fail = (failure: Error) => {
    onGone(thread);
    thread.current?.({ failure });
    thread.current = null;
  };
  worker.on('message', (answer: WorkerAnswer | typeof WORKER_READY) => {
    if (answer === WORKER_READY) return loaded();
    const current = thread.current;
    thread.current = null;
    current?.({ answer });
  });
  worker.once('error', (err: NodeJS.ErrnoException) =>
    fail(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new FeedRefused(FEED_ERRORS.parseMemory(settings.memoryMb)) : err),
  );
  worker.once('exit', (code) => fail(new Error(`feed parser ended with code ${code} and no answer`)));
  return thread;
}

/** One parse on `thread`: its ranges, or the refusal; past the time limit the thread is ended. */
function parseOn(thread: ParseThread, task: WorkerTask, settings: ParseSettings, retire: (thread: ParseThread) => void) {
  return new Promise<FeedRead>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    // The clock starts when the thread has loaded the parser (one that never does fails through 'error' or 'exit').
    void thread.ready.then(() => {
      if (thread.current !== settle) return;
      timer = setTimeout(() => {
        thread.current = null;
        retire(thread);
        reject(new FeedRefused(FEED_ERRORS.parseTimeout(settings.timeoutMs)));
      }, settings.timeoutMs);
    });
    const settle: NonNullable<ParseThread['current']> = (outcome) => {
      clearTimeout(timer);
      if ('failure' in outcome) return reject(outcome.failure);
      const { answer } = outcome;
      if (answer.kind === 'ranges') resolve(answer.read);
      else if (answer.kind === 'refused') reject(new FeedRefused(answer.message));
      else reject(new Error(`feed parser: ${answer.message}`));
    };
    thread.current = settle;
    thread.worker.ref();
    thread.worker.postMessage(task);
  }).finally(() => thread.worker.unref());
}

export function feedParser(settings: ParseSettings): FeedParser {
  const idle: ParseThread[] = [];
  const gone = new WeakSet<ParseThread>();
  let running = 0;
  const waiting: (() => void)[] = [];
  const retire = (thread: ParseThread) => {
    if (gone.has(thread)) return;
    gone.add(thread);
    const at = idle.indexOf(thread);
    if (at >= 0) idle.splice(at, 1);
    void thread.worker.terminate();
  };
  return {
    async read(text, limits) {
      // A slot is taken here, or handed over by the parse that ends (so no newcomer slips in between).
      if (running < MAX_PARALLEL) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      const thread = idle.pop() ?? startThread(settings, retire);
      try {
        return await parseOn(thread, { text, limits }, settings, retire);
      } finally {
        if (!gone.has(thread)) idle.push(thread);
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
