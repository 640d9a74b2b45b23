import type { JobDefinition } from '@nbp/kit/jobs';
import { calendarWorkerDeps } from '../app.ts';
import type { Deps } from '../deps.ts';
import { pollCalendars } from './poll-calendars.ts';
import { sweepRequests } from './sweep-requests.ts';

/** Every job of the booking service (docs/jobs.md#adding-a-job): one file each beside this one. */
export function bookingJobs(deps: Deps): JobDefinition[] {
  const { infra } = deps;
  return [
    sweepRequests({ orm: infra.orm, pii: deps.pii, kick: () => infra.relay.kick(), logger: infra.logger, seconds: deps.sweepSeconds }),
    pollCalendars(calendarWorkerDeps(deps)),
  ];
}
