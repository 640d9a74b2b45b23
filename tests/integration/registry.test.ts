/**
 * The registry of services is the one list: `npm run lint` refuses a deployment file or a service
 * folder that disagrees with it. These drive the lint step itself (plain Node, as `npm run lint`
 * runs it) on a copy of the repository's files with one disagreement each.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/stack.ts';
import { SERVICES } from '@nbp/contracts/services';

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The files the check reads, copied to a scratch repository, then changed by `edit`. */
function repositoryWith(edit: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nbp-registry-'));
  copies.push(dir);
  for (const file of ['docker-compose.yml', 'Dockerfile', 'infra/postgres/10-init-schemas.sh', 'infra/nginx/nginx.conf.template']) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(dir, file));
  }
  for (const name of [...SERVICES.map((service) => service.name), 'shared'])
    mkdirSync(path.join(dir, 'services', name), { recursive: true });
  edit(dir);
  return dir;
}

function replaceIn(dir: string, file: string, from: string, to: string): void {
  const text = readFileSync(path.join(dir, file), 'utf8');
  expect(text).toContain(from);
  writeFileSync(path.join(dir, file), text.replace(from, to));
}

/** Runs the lint step's check against `dir`: exit code and what it printed. */
function lintRegistry(dir: string): { status: number | null; output: string } {
  const script = `
    const { checkRegistry, readRegistryFiles } = await import(${JSON.stringify(path.join(ROOT, 'scripts/lib/registry-check.ts'))});
    const problems = checkRegistry(readRegistryFiles(${JSON.stringify(dir)}));
    console.log(problems.join('\\n'));
    process.exit(problems.length ? 1 : 0);
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run lint: every list of services agrees with the registry', () => {
  it('passes on the repository as it is', () => {
    const result = spawnSync(process.execPath, ['scripts/lib/registry-check.ts'], { cwd: ROOT, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails when compose gives a service another port than the registry', () => {
    const dir = repositoryWith((d) =>
      replaceIn(d, 'docker-compose.yml', "PORT: '4102'\n      DATABASE_URL", "PORT: '4109'\n      DATABASE_URL"),
    );
    const result = lintRegistry(dir);
    expect(result.status).toBe(1);
    expect(result.output).toContain('services.pricing.environment.PORT is 4109, expected 4102');
  });

  it('fails when compose points services at a wrong URL of another service', () => {
    const dir = repositoryWith((d) =>
      replaceIn(d, 'docker-compose.yml', 'BOOKING_URL: http://booking:4103', 'BOOKING_URL: http://bookings:4103'),
    );
    const result = lintRegistry(dir);
    expect(result.status).toBe(1);
    expect(result.output).toContain('environment.BOOKING_URL is http://bookings:4103, expected http://booking:4103');
  });

  it('fails when the PostgreSQL init script forgets a service', () => {
    const dir = repositoryWith((d) =>
      replaceIn(
        d,
        'infra/postgres/10-init-schemas.sh',
        'for service in catalogue pricing booking notification identity; do',
        'for service in catalogue pricing booking notification; do',
      ),
    );
    const result = lintRegistry(dir);
    expect(result.status).toBe(1);
    expect(result.output).toContain('10-init-schemas.sh: "for service in catalogue pricing booking notification" should list exactly');
  });

  it('fails on a service folder the registry does not know', () => {
    const dir = repositoryWith((d) => mkdirSync(path.join(d, 'services', 'planning')));
    const result = lintRegistry(dir);
    expect(result.status).toBe(1);
    expect(result.output).toContain('services/planning/ is not in the registry of services');
  });

  it('fails when compose names the image of a service after another process', () => {
    const dir = repositoryWith((d) =>
      replaceIn(d, 'docker-compose.yml', 'image: ${REGISTRY:-localhost/nbp}/pricing:', 'image: ${REGISTRY:-localhost/nbp}/booking:'),
    );
    const result = lintRegistry(dir);
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      'services.pricing.image is "${REGISTRY:-localhost/nbp}/booking:${TAG:-latest}", expected <registry>/pricing:<tag>',
    );
  });

  it('fails when compose builds a service from another Dockerfile', () => {
    const dir = repositoryWith((d) =>
      replaceIn(
        d,
        'docker-compose.yml',
        'dockerfile: Dockerfile\n      args:\n        WORKSPACE: services/booking',
        'dockerfile: services/booking/Dockerfile\n      args:\n        WORKSPACE: services/booking',
      ),
    );
    const result = lintRegistry(dir);
    expect(result.status).toBe(1);
    expect(result.output).toContain('services.booking.build.dockerfile is services/booking/Dockerfile, expected the one Dockerfile');
  });

  it('fails when nginx looks for the web renderer on another port than the registry gives it', () => {
    const dir = repositoryWith((d) =>
      replaceIn(d, 'docker-compose.yml', 'RENDERER_UPSTREAM: renderer:8090 resolve', 'RENDERER_UPSTREAM: renderer:8091 resolve'),
    );
    const result = lintRegistry(dir);
    expect(result.status).toBe(1);
    expect(result.output).toContain('services.nginx.environment.RENDERER_UPSTREAM is "renderer:8091 resolve", expected renderer:8090');
  });
});
