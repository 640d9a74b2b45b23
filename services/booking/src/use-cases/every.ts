/**
 * Runs `pass` every `seconds` (the first time after `seconds`), one pass at a time: the next waits
 * for the previous to end. A failed pass is logged by `onError` and the loop goes on. stop() waits
 * for a pass in progress, so shutdown never cuts a transaction. (The request sweeper and the
 * calendar worker.)
 */
export function every<T>(
  seconds: number,
  pass: () => Promise<T>,
  handlers: { onDone: (done: T) => void; onError: (err: Error) => void },
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (stopped) return;
    running = pass()
      .then(handlers.onDone)
      .catch((err) => handlers.onError(err instanceof Error ? err : new Error(String(err))))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, seconds * 1000);
      });
  };
  timer = setTimeout(tick, seconds * 1000);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
