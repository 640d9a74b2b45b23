/**
 * Generates a migration for one service by diffing its entities against a scratch database that
 * has its committed migrations applied, then rewrites the service's migrations/index.ts.
 * Usage: npm run migration:create -- <service> [name]. Read every generated file before committing.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ensureDatabase, migrate, SERVICE_SCHEMAS, type ServiceSchema } from '@nbp/kit/db';

const [service, name] = process.argv.slice(2);
if (!service || !SERVICE_SCHEMAS.includes(service as ServiceSchema)) {
  console.error(`usage: npm run migration:create -- <${SERVICE_SCHEMAS.join('|')}> [name]`);
  process.exit(2);
}
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nbp_migrations';
process.env.DATABASE_URL = url;
const dir = path.resolve('services', service, 'src', 'migrations');
await ensureDatabase(url);
const { default: config } = await import(path.resolve('services', service, 'mikro-orm.config.ts'));
const orm = await MikroORM.init(config);
await migrate(orm, url, service as ServiceSchema);
const result = await orm.migrator.create(dir, false, false, name);
await orm.close(true);
if (!result.fileName) {
  console.log('No changes: no migration written.');
} else {
  console.log(`Written ${path.join(dir, result.fileName)}:\n${result.diff.up.join('\n')}`);
}
const files = readdirSync(dir)
  .filter((f) => /^Migration\d+.*\.ts$/.test(f))
  .sort();
// A migration's class is named like its file: 'Migration20261125101520' or, given a name,
// 'Migration20261125101520_period_name_en' (MikroORM's default naming for both).
const imports = files.map((f) => f.replace(/\.ts$/, ''));
writeFileSync(
  path.join(dir, 'index.ts'),
  `// Written by scripts/migration-create.ts: the migrations of this service, in order.\n${imports
    .map((f) => `import { ${f} } from './${f}.ts';`)
    .join('\n')}\n\nexport const migrations = [${imports.join(', ')}];\n`,
);
