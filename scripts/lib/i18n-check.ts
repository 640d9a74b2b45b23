/**
 * `npm run lint` step: the catalogue of words agrees with itself (docs/languages.md#the-catalogue),
 * in every namespace: the site's (web/src/i18n/messages), the errors' and the mails'
 * (services/shared/contracts/catalogue/<namespace>). Every language has exactly the keys of the
 * Italian catalogue, every message is valid ICU MessageFormat, and a message uses the same arguments
 * in every language (an English text that forgets `{count}` or invents `{days}` would show wrong or
 * break). And the code agrees with the site's catalogue (scripts/lib/i18n-code-check.ts): every key
 * it reads is there, and the public pages write no visible word outside it. Exits 1 listing each
 * problem.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { literalTexts, missingKeys, PUBLIC_CODE } from './i18n-code-check.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIR = path.join(ROOT, 'web', 'src', 'i18n', 'messages');
const CONTRACTS_CATALOGUE = path.join(ROOT, 'services', 'shared', 'contracts', 'catalogue');
/** Every namespace of the catalogue: the site's, then each of the contracts' (errors, mails). */
export const CATALOGUE_DIRS = [
  DIR,
  ...readdirSync(CONTRACTS_CATALOGUE, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(CONTRACTS_CATALOGUE, entry.name))
    .sort(),
];
const REFERENCE = 'it';

/** The names of the arguments a message uses, nested plural/select branches included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

export function checkCatalogues(dir = DIR): string[] {
  const problems: string[] = [];
  const catalogues = new Map<string, Record<string, unknown>>();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort())
    catalogues.set(file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>);
  const reference = catalogues.get(REFERENCE);
  const where = path.relative(ROOT, dir);
  if (!reference) return [`${REFERENCE}.json is missing in ${where}`];
  const argsOf = new Map<string, Map<string, Set<string>>>();
  for (const [lang, messages] of catalogues) {
    const args = new Map<string, Set<string>>();
    for (const [key, text] of Object.entries(messages)) {
      if (typeof text !== 'string') {
        problems.push(`${lang}.json: "${key}" is not a string`);
        continue;
      }
      try {
        args.set(key, argumentsOf(parse(text)));
      } catch (err) {
        problems.push(`${lang}.json: "${key}" is not valid ICU MessageFormat (${(err as Error).message})`);
      }
    }
    argsOf.set(lang, args);
  }
  for (const [lang, messages] of catalogues) {
    if (lang === REFERENCE) continue;
    for (const key of Object.keys(reference)) if (!(key in messages)) problems.push(`${lang}.json: "${key}" is missing`);
    for (const key of Object.keys(messages)) if (!(key in reference)) problems.push(`${lang}.json: "${key}" is not in ${REFERENCE}.json`);
    for (const [key, args] of argsOf.get(lang) ?? []) {
      const expected = argsOf.get(REFERENCE)?.get(key);
      if (!expected) continue;
      const a = [...args].sort().join(', ');
      const b = [...expected].sort().join(', ');
      if (a !== b) problems.push(`${lang}.json: "${key}" uses {${a}} where ${REFERENCE}.json uses {${b}}`);
    }
  }
  return problems;
}

/** The problems of every namespace, each named by its folder. */
export function checkAllCatalogues(): string[] {
  return CATALOGUE_DIRS.flatMap((dir) => checkCatalogues(dir).map((problem) => `${path.relative(ROOT, dir)}/${problem}`));
}

/** The functions of the site that take a key, and the key's position among their arguments (`t` is useT's). */
const SITE_READERS = { t: 0 };

/**
 * The site's code against its catalogue, under `root` (the repository, or a fixture laid out like it):
 * the keys web/src reads that it.json lacks, and the visible literal text of the public pages.
 */
export function checkSiteCode(root = ROOT): string[] {
  const catalogue = JSON.parse(readFileSync(path.join(root, 'web', 'src', 'i18n', 'messages', `${REFERENCE}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  return [...missingKeys(root, ['web/src'], catalogue, SITE_READERS), ...literalTexts(root, PUBLIC_CODE)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = [...checkAllCatalogues(), ...checkSiteCode()];
  for (const problem of problems) process.stderr.write(`${problem}\n`);
  if (problems.length > 0) process.exit(1);
  process.stdout.write(
    `catalogues agree: ${CATALOGUE_DIRS.map((dir) => path.relative(ROOT, dir)).join(', ')}; the site's code reads only their keys\n`,
  );
}
