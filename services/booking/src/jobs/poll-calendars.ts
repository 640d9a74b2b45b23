import { defineJob } from '@nbp/kit/jobs';
import { calendarPass, type CalendarWorkerDeps } from '../use-cases/calendar-poll.ts';

/**
 * Reads the imported calendars that are due and announces the quiet ones
 * (docs/calendars.md#import-the-marketplaces-feeds): a pass every CALENDAR_POLL_SECONDS or 10 s,
 * whichever is shorter, since each feed keeps its own next read (next_poll_at) and its own backoff.
 * No retry of a pass: a failing feed waits by its own rule, and the next pass comes anyway.
 */
export const pollCalendars = (deps: CalendarWorkerDeps) =>
  defineJob({
    name: 'poll-calendars',
    schedule: { every: Math.min(deps.settings.pollSeconds, 10) },
    retry: { attempts: 1 },
    // 500 feeds at most per pass, each bounded by its read's deadline.
    timeoutSeconds: 3600,
    handler: async () => {
      const done = await calendarPass(deps);
      if (done.failed || done.stale) deps.logger.info(done, 'calendar feeds read');
      return done;
    },
  });
