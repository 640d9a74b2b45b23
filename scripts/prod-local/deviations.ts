import { MACHINE } from './machine.ts';
import { NGINX_BIN } from './paths.ts';
import { maildevMajor, type Plan } from './plans.ts';
import type { MailViewer } from './publishing.ts';

/** What a run is, as far as its differences from compose go. */
export interface RunFacts {
  generatedSecrets: string[];
  databaseName: string;
  keepDatabase: boolean;
  busPrefix: string;
  subnet: string;
  httpPort: number;
  upstreamServices: Set<string>;
  maildevPlan: Plan | undefined;
  mail: MailViewer;
}

/** Where this run differs from compose, one line each, printed at start (docs/operations.md#local-stand-in-for-compose). */
export function deviationLines(facts: RunFacts): string[] {
  const { maildevPlan, mail } = facts;
  const lines: string[] = [];
  const deviate = (line: string) => lines.push(`prod:local: ${line}`);
  if (facts.generatedSecrets.length) deviate(`secrets generated for this run (none was set): ${facts.generatedSecrets.join(', ')}`);
  deviate(
    `PostgreSQL is this machine's (127.0.0.1:${MACHINE.postgresPort}), not the postgres image: database ${facts.databaseName} made by infra/postgres/10-init-schemas.sh (roles, schemas, grants; ${
      facts.keepDatabase ? 'kept' : 'dropped'
    } at stop); the services' DATABASE_URL names it instead of nbp; POSTGRES_PASSWORD is not used (the machine's superuser, trusted on 127.0.0.1, runs the script)`,
  );
  deviate(
    `RabbitMQ is this machine's (127.0.0.1:5672), not the rabbitmq image: the services log in as guest/guest (the image's nbp user and RABBITMQ_PASSWORD do not exist there), on the default vhost, with BUS_PREFIX ${facts.busPrefix} instead of nbp (its queues deleted at stop)`,
  );
  deviate(
    `Docker's DNS: compose's service names resolve through a preload (node --import scripts/prod-local/hosts-preload.mjs) that answers from the harness's table of running replicas; each replica listens on its own address ${facts.subnet}.n, so HOST is that address instead of 0.0.0.0`,
  );
  deviate(
    `nginx is Debian's (${NGINX_BIN}), not nginx-unprivileged:1.27: its upstreams cannot \`resolve\`, so they list the ${[...facts.upstreamServices].join(' and ')} replicas' addresses and it is reloaded when they change; it listens on 127.0.0.1:${facts.httpPort} only (compose publishes HTTP_PORT on every address of the host)`,
  );
  if (maildevPlan && maildevPlan.replicas > 0)
    deviate(
      `maildev is node_modules' ${maildevMajor()}.x, not the maildev/maildev:2.2.1 image; its health check asks ${maildevPlan.health.kind === 'http' ? maildevPlan.health.path : ''}; its web view ${
        !mail.on
          ? `is off (MAILDEV_WEB_IP ${maildevPlan.env.MAILDEV_WEB_IP}, its container's loopback): it answers on the replica's own address for the health check only, and the run names no mail URL`
          : mail.publish
            ? `is published at ${mail.host}:${mail.port} as in the file`
            : 'answers on its own address, not published on 127.0.0.1'
      }`,
    );
  deviate(
    "no containers: the processes run as this user, without read_only, tmpfs, cap_drop, no-new-privileges, init or deploy.resources limits, with the repository's node_modules (an image installs --omit=dev)",
  );
  deviate(
    "health checks: the images' and the file's HTTP checks are made as HTTP GETs of the same path at the replica's address, pg_isready is run as the file says, RabbitMQ's (rabbitmq-diagnostics ping) is an AMQP login; polled every 0.1 s until healthy, not afterwards",
  );
  deviate("depends_on: each dependency is started and healthy before what depends on it (compose's short form only orders the start)");
  deviate(
    'rolling updates follow deploy.update_config (order, delay; start-first: the new process on a new address, in the name table once healthy, then the old one stopped); monitor, failure_action and rollback_config are not emulated',
  );
  return lines;
}
