/**
 * The reasons behind the code must be readable by whoever clones the repository: a comment or a
 * document that justifies something by a document kept elsewhere (a product description's
 * numbered section, a decisions or style file that is not committed) leaves them guessing. The
 * product rules live in docs/ (docs/README.md lists them); cite those instead. `npm run lint`
 * runs this check over every text file git does not ignore.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Citation {
  file: string;
  line: number;
  text: string;
  why: string;
}

/** What reads as a citation of a document outside the repository, and what to say about it. */
const PATTERNS: { pattern: RegExp; why: string }[] = [
  { pattern: /\bspec(?:'s)?\s+sections?\b/i, why: 'a numbered section of a document that is not in the repository' },
  {
    pattern: /\bthe spec(?:'s|\s+(?:says|gives|redacts|names|rules|texts?|fallbacks|claims|order))\b/i,
    why: 'a product description that is not in the repository',
  },
  { pattern: /\b(?:SPEC|DECISIONS|ARCHITECTURE|STYLE)\.md\b/, why: 'a file that is not in the repository' },
  { pattern: /(?<![\w-])shared\/(?:spec|DECISIONS|ARCHITECTURE|STYLE)\b/i, why: 'a folder outside the repository' },
  { pattern: /\/work\/shared\b/, why: 'a folder outside the repository' },
];

/** Files that name the patterns on purpose (this check and its test) or are not prose. */
const SKIPPED = [/^scripts\/lib\/citations\.ts$/, /^tests\/integration\/citations\.test\.ts$/, /(^|\/)package-lock\.json$/];

const TEXT_FILE = /\.(?:ts|tsx|js|mjs|cjs|json|md|yml|yaml|sh|html|css|template|conf|sql|txt)$|(?:^|\/)(?:Dockerfile|\.[\w-]+ignore|run)$/;

/** Every citation of an outside document in one file's text. */
export function findCitations(file: string, text: string): Citation[] {
  const found: Citation[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, why } of PATTERNS) {
      if (pattern.test(line)) {
        found.push({ file, line: index + 1, text: line.trim(), why });
        break;
      }
    }
  });
  return found;
}

/** The citations in every text file of the repository at `root` (tracked, or new and not ignored). */
export function findCitationsInRepository(root: string): Citation[] {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file && TEXT_FILE.test(file) && !SKIPPED.some((skip) => skip.test(file)));
  return files.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      return []; // deleted in the working tree but not yet in the index
    }
    return findCitations(file, text);
  });
}
