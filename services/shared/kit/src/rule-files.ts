/**
 * A service's database rules as files (docs/skeleton.md#adding-or-changing-a-database-rule): the
 * `.sql` files of its `src/db/`, each a rule's functions, triggers and constraints written so that
 * running it again is harmless. This module only reads them (node: built-ins alone), so the
 * production build can embed the same list (scripts/build.ts) and a compiled service reads no file.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export interface RuleFile {
  /** The file's name, e.g. `claims.sql`: the key its applied hash is recorded under. */
  name: string;
  sql: string;
}

/** The `.sql` files of a folder, by name. A folder without one is a mistake (a build that lost them), not an empty rule set. */
export function readRuleFiles(dir: URL | string): RuleFile[] {
  const folder = dir instanceof URL ? fileURLToPath(dir) : dir;
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  if (names.length === 0) throw new Error(`no .sql rule file in ${folder}`);
  return names.map((name) => ({ name, sql: readFileSync(path.join(folder, name), 'utf8') }));
}

/** What decides whether a file is applied again: its exact text. */
export function ruleHash(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}
