/**
 * docker-compose.yml must deploy with `docker stack deploy` as well as run under compose
 * (docs/operations.md#swarm). `npm run lint` runs scripts/lib/swarm-check.ts for that: these drive
 * its rules on a small good stack with one thing wrong each, and the lint step itself (plain Node,
 * as `npm run lint` runs it) on the repository's file and on a broken copy.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSwarm } from '../../scripts/lib/swarm-check.ts';
import { ROOT } from '../../scripts/lib/stack.ts';

type Stack = {
  services: Record<string, Record<string, unknown> & { deploy?: Record<string, unknown> }>;
  volumes?: Record<string, unknown>;
  [key: string]: unknown;
};

const rolling = (order: 'start-first' | 'stop-first') => ({
  update_config: { parallelism: 1, order, failure_action: 'rollback', monitor: '30s' },
  rollback_config: { parallelism: 1, order, failure_action: 'pause' },
  restart_policy: { condition: 'any', delay: '5s', max_attempts: 0 },
});

/** A stack that passes: one stateless service built here, one database with its volume. */
function goodStack(): Stack {
  return {
    services: {
      api: {
        image: '${REGISTRY:-localhost/nbp}/api:${TAG:-latest}',
        build: { context: '.', dockerfile: 'Dockerfile' },
        depends_on: ['db'],
        deploy: {
          ...rolling('start-first'),
          replicas: 2,
          resources: { limits: { cpus: '0.50', memory: '256M' }, reservations: { cpus: '0.05', memory: '96M' } },
        },
      },
      db: {
        image: 'postgres:16-alpine',
        volumes: ['data:/var/lib/postgresql/data', { type: 'tmpfs', target: '/dev/shm', tmpfs: { size: 268435456 } }],
        deploy: {
          ...rolling('stop-first'),
          replicas: 1,
          placement: { constraints: ['node.labels.nbp.data == true'] },
          resources: { limits: { cpus: '1.00', memory: '1G' } },
        },
      },
    },
    volumes: { data: { name: 'nbp_data' } },
  };
}

/** The problems of the good stack after `edit`. */
function problemsAfter(edit: (stack: Stack) => void): string[] {
  const stack = goodStack();
  edit(stack);
  return checkSwarm(stringify(stack));
}

const scratch = mkdtempSync(path.join(tmpdir(), 'nbp-swarm-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The lint step, as `npm run lint` runs it, on a file: exit code and what it printed. */
function lintSwarm(file?: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['scripts/lib/swarm-check.ts', ...(file ? [file] : [])], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const hasDocker = spawnSync('docker', ['--version']).status === 0;

describe('the Swarm form of a compose file', () => {
  it('passes for a stack that says how the Swarm runs, updates, restarts and bounds every service', () => {
    expect(problemsAfter(() => {})).toEqual([]);
  });

  it.each([
    ['replicas', (s: Stack) => delete s.services.api!.deploy!.replicas, 'services.api.deploy.replicas is missing'],
    ['update_config', (s: Stack) => delete s.services.api!.deploy!.update_config, 'services.api.deploy.update_config is missing'],
    ['restart_policy', (s: Stack) => delete s.services.api!.deploy!.restart_policy, 'services.api.deploy.restart_policy is missing'],
    ['resources.limits', (s: Stack) => delete s.services.api!.deploy!.resources, 'services.api.deploy.resources.limits is missing'],
    ['the whole deploy', (s: Stack) => delete s.services.api!.deploy, 'services.api.deploy is missing'],
    ['the image', (s: Stack) => delete s.services.api!.image, 'services.api.image is missing: a Swarm pulls'],
  ])('fails without %s, saying what is missing', (_what, edit, message) => {
    const problems = problemsAfter(edit);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('fails on an image without a tag', () => {
    expect(
      problemsAfter((s) => {
        s.services.api!.image = 'localhost/nbp/api';
      }),
    ).toEqual(['services.api.image "localhost/nbp/api" has no tag: name the build it runs (e.g. :${TAG})']);
  });

  it('fails on a container_name', () => {
    expect(
      problemsAfter((s) => {
        s.services.api!.container_name = 'api';
      }),
    ).toEqual([
      'services.api.container_name: docker stack deploy refuses it (a Swarm names the tasks itself; reach a service by its name)',
    ]);
  });

  it('fails on what docker stack deploy refuses: a project name, depends_on conditions, a port bound to an address', () => {
    const problems = problemsAfter((s) => {
      s.name = 'nbp';
      s.services.api!.depends_on = { db: { condition: 'service_healthy' } };
      s.services.api!.ports = [{ target: 8080, published: 8080, host_ip: '127.0.0.1' }];
    });
    expect(problems).toEqual([
      'top-level `name`: docker stack deploy refuses it (set COMPOSE_PROJECT_NAME or `-p` for compose instead)',
      'services.api.depends_on: docker stack deploy takes only the short form (a list of names); conditions are refused',
      'services.api.ports[0].host_ip: docker stack deploy refuses it (a Swarm publishes on every address)',
    ]);
  });

  it('fails on a key the Swarm ignores unless it is tolerated with a reason, and on compose-only keys', () => {
    const problems = problemsAfter((s) => {
      s.services.db!.shm_size = '256mb';
      s.services.api!.pull_policy = 'build';
    });
    expect(problems).toEqual([
      'services.api.pull_policy: not in the Compose file format docker stack deploy reads, which refuses it',
      'services.db.shm_size: ignored by stack deploy (mount a tmpfs at /dev/shm instead); remove it, or add it to TOLERATED in scripts/lib/swarm-check.ts with the reason',
    ]);
  });

  it('fails when a service that owns a volume would be updated start-first (two tasks on one volume)', () => {
    const problems = problemsAfter((s) => {
      s.services.db!.deploy = { ...s.services.db!.deploy, ...rolling('start-first') };
    });
    expect(problems).toEqual([
      'services.db.deploy.update_config.order must be stop-first: the service owns a volume, and start-first would run two tasks on it at once',
      'services.db.deploy.rollback_config.order must be stop-first: the service owns a volume, and start-first would run two tasks on it at once',
    ]);
  });

  it('fails on a number for cpus and on a host path mounted into a service', () => {
    const problems = problemsAfter((s) => {
      (s.services.api!.deploy!.resources as { limits: Record<string, unknown> }).limits.cpus = 0.5;
      s.services.api!.volumes = ['./infra/init.sh:/docker-entrypoint-initdb.d/init.sh:ro'];
    });
    expect(problems).toEqual([
      'services.api.volumes[0] "./infra/init.sh:/docker-entrypoint-initdb.d/init.sh:ro": a bind mount of a host path, which a Swarm node may not have (use a config)',
      "services.api.deploy.resources.limits.cpus must be quoted ('0.50'): docker stack deploy refuses a number there",
    ]);
  });
});

describe('npm run lint: docker-compose.yml in its Swarm form', () => {
  it('passes on the repository as it is', () => {
    const result = lintSwarm();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('every service is ready for docker stack deploy');
  });

  it('fails on a broken file, one readable line per problem', () => {
    const stack = goodStack();
    delete stack.services.api!.deploy!.restart_policy;
    stack.services.api!.container_name = 'api';
    const file = path.join(scratch, 'missing.yml');
    writeFileSync(file, stringify(stack));
    const result = lintSwarm(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('  - services.api.container_name: docker stack deploy refuses it');
    expect(result.stderr).toContain('  - services.api.deploy.restart_policy is missing');
  });

  it.skipIf(!hasDocker)('hands the file to the Docker CLI, whose loader refuses what the rules do not look at', () => {
    const stack = goodStack();
    stack.services.db!.healthcheck = { test: ['CMD', 'true'], interval: 'every ten seconds' };
    const file = path.join(scratch, 'bad-duration.yml');
    writeFileSync(file, stringify(stack));
    const result = lintSwarm(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('docker stack config refuses bad-duration.yml');
    expect(result.stderr).toContain('interval');
  });
});
