/**
 * The journeys of the browser suite (tests/support/journeys.ts), once, on the production path as
 * docker-compose.yml describes it and scripts/prod-local runs it: nginx (the built site, /api to the
 * gateway replicas) -> the services from compiled code with NODE_ENV=production, each with its own
 * PostgreSQL role -> RabbitMQ -> maildev (docs/operations.md).
 */
import { startProdLocal } from '../../scripts/prod-local/harness.ts';
import { freePort } from '../../scripts/lib/ports.ts';
import { journeys } from '../support/journeys.ts';

journeys(async () => {
  // The site's own address is its PUBLIC_URL, as behind a real domain: robots.txt, the sitemap and
  // the links in the mails name it.
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const run = await startProdLocal({
    label: 'testjourneys',
    httpPort: port,
    // Over plain HTTP on this machine, so the session cookie may not be Secure (compose's default is
    // true); the journeys read the mails, so the mail viewer is opened (it is off by default).
    variables: { PUBLIC_URL: site, COOKIE_SECURE: 'false', MAIL_VIEWER_IP: '0.0.0.0' },
    build: false,
    log: () => undefined,
  });
  if (!run.mailUrl) {
    await run.stop();
    throw new Error('the journeys read the mails: maildev must run, its viewer open (MAIL_VIEWER_IP)');
  }
  return {
    site: run.url,
    publicUrl: site,
    url: run.url,
    mailUrl: run.mailUrl,
    admin: run.admin,
    logDir: run.runDir,
    stop: () => run.stop(),
  };
});
