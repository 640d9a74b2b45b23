import type { ApiLoad } from './api-load.ts';
import { measureFeedPoll, measureHostileReads } from './calendars.ts';
import { get, log, phase, problems } from './context.ts';
import { insertLargeDataset, LARGE } from './dataset.ts';
import { captureQueries, explainAll } from './explain.ts';
import { ENDPOINTS } from './plan.ts';
import type { BenchResults } from './results.ts';
import type { BenchDatabase, Started } from './setup.ts';

/** The large data set: inserted, each endpoint's query plans, its loads again, then the calendars' two figures. */
export async function largeDataPhases(api: ApiLoad, started: Started, database: BenchDatabase, results: BenchResults): Promise<void> {
  const { db } = database;
  log('inserting the large data set');
  try {
    results.dataset = await insertLargeDataset(db.url);
  } catch (err) {
    problems.push(`large data set: ${(err as Error).message}`);
  }
  phase('large data insert');
  if (!results.dataset) return;
  api.boatIds = await api.activeBoatIds();
  for (const endpoint of ENDPOINTS.filter((e) => e.id !== 'boats' && !api.usable.get(e.id))) {
    const paths = endpoint.paths(api.boatIds, api.found);
    const statements = await captureQueries(db.url, db.name, async () => {
      for (let i = 0; i < 150; i++) await get(`${api.serviceUrl(endpoint.service)}${paths[i % paths.length]}`, api.headersFor(endpoint));
    });
    results.plans.push(...(await explainAll(db.url, endpoint.title, statements)));
  }
  phase('query plans');
  log(`large data set (${api.boatIds.length} active boats)`);
  for (const endpoint of ENDPOINTS.filter((e) => e.id !== 'boats')) {
    // Within ~6 minutes: the large data set's throughput without nginx (it adds the same here as above).
    await api.runGroup(endpoint, 'large', 'max', ['direct', 'gateway']);
    await api.runGroup(endpoint, 'large', 'rate', ['direct', 'gateway', 'nginx']);
  }
  phase('load, large data');
  await calendarPhases(api, started, database, results);
}

/** A boat's exported feed's size, one pass over the imported feeds, and booking's health while the worst feeds are read. */
async function calendarPhases(api: ApiLoad, started: Started, database: BenchDatabase, results: BenchResults): Promise<void> {
  const gatewayUrl = started.stack.gateway.url;
  if (api.found.exportPath) {
    const answer = await get(`${gatewayUrl}${api.found.exportPath}`);
    results.exportEvents = answer.status === 200 ? answer.text.split('BEGIN:VEVENT').length - 1 : undefined;
  }
  log('calendars: one pass over 50 imported feeds of 500 events each');
  const boatIds = [...api.boatIds].sort((a, b) => a - b);
  try {
    results.feedPoll = await measureFeedPoll({
      gatewayUrl,
      headers: api.adminHeaders,
      boatIds,
      firstDay: LARGE.firstDay,
      bookingPid: () => {
        const pid = started.stack.services.booking?.child.pid;
        return pid ? [pid] : [];
      },
      postgresPids: database.backends,
    });
    for (const failure of results.feedPoll.failed.slice(0, 5)) problems.push(`feed poll: ${failure}`);
  } catch (err) {
    problems.push(`feed poll: ${(err as Error).message}`);
  }
  phase('calendar feeds');
  log('calendars: /healthz of booking while the worst feeds are read');
  try {
    const bookingUrl = api.serviceUrl('booking');
    const boatId = boatIds[1];
    if (!bookingUrl || boatId === undefined) throw new Error('no booking service or boat to read feeds for');
    results.hostileReads = await measureHostileReads({ gatewayUrl, bookingUrl, headers: api.adminHeaders, boatId });
    for (const failure of results.hostileReads.failed.slice(0, 5)) problems.push(`hostile feeds: ${failure}`);
  } catch (err) {
    problems.push(`hostile feeds: ${(err as Error).message}`);
  }
  phase('hostile feeds');
}
