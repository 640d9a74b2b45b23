/**
 * Ctrl-C (or SIGTERM) stops what a command started, once, then exits 0: `npm start` and `npm run
 * prod:local` alike. `stopping()` tells a process's exit handler that the exit was asked for.
 */
export function stopOnSignals(message: string, stop: () => Promise<void>): { stopping: () => boolean } {
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log(message);
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  return { stopping: () => stopping };
}
