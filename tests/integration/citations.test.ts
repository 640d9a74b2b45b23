/**
 * Comments and documents cite docs/, never a document kept outside the repository
 * (scripts/lib/citations.ts; `npm run lint` runs the same check). No stack is started.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCitations, findCitationsInRepository } from '../../scripts/lib/citations.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('citations of documents outside the repository', () => {
  it('finds a numbered section, an outside file or folder, and "the spec" as a source', () => {
    // The citations are put together from pieces, so this file does not itself hold the lines that
    // a plain search of the repository for outside citations would find.
    const section = ['spec', 'section'].join(' ');
    const outside = ['shared', ''].join('/');
    const decisions = ['DECISIONS', 'md'].join('.');
    const text = [
      `/** The four boats of ${section} 2. */`,
      `// See ${outside}${decisions} for the licence rules.`,
      '// The import boundaries (ARCHITECTURE.md, STYLE.md habit 4):',
      "// The spec's checks, in the spec's order.",
      "it('refuses an end before the start with the spec text', () => {});",
      ` * (${section}s 4 and 5)`,
      `// read /work/${outside}spec/${'SPEC'}.md`,
    ].join('\n');
    expect(findCitations('a.ts', text).map((c) => c.line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("lets ordinary words and the repository's own paths through", () => {
    const text = [
      'const specs = specItems(boat);',
      '/** Up to four spec cards: capacity, length, engine, year. */',
      "hint: 'not valid against the Compose specification',",
      'COPY services/shared/kit/ services/shared/kit/',
      '// Days are inclusive (docs/product/booking-rules.md#days).',
      'const inspected = inspect(value); // respects the decisions in docs/product/decisions.md',
    ].join('\n');
    expect(findCitations('b.ts', text)).toEqual([]);
  });

  it('finds none in any tracked file of the repository', () => {
    const found = findCitationsInRepository(ROOT).map((c) => `${c.file}:${c.line}: ${c.text}`);
    expect(found).toEqual([]);
  });
});
