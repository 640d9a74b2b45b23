/** The lint step that keeps the catalogue of words in step (scripts/lib/i18n-check.ts, docs/languages.md#the-catalogue). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_DIRS, checkAllCatalogues, checkCatalogues } from '../../scripts/lib/i18n-check.ts';

function catalogues(it: Record<string, string>, en: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nbp-i18n-'));
  writeFileSync(path.join(dir, 'it.json'), JSON.stringify(it));
  writeFileSync(path.join(dir, 'en.json'), JSON.stringify(en));
  return dir;
}

describe('the catalogues check', () => {
  it('passes the repository’s catalogues, the site’s, the errors’ and the mails’', () => {
    expect(CATALOGUE_DIRS.map((dir) => path.basename(dir))).toEqual(['messages', 'errors', 'mails']);
    expect(checkAllCatalogues()).toEqual([]);
  });

  it('names a missing key, an extra key, a changed argument and a message that is not ICU', () => {
    const dir = catalogues(
      { 'a.days': '{count, plural, one {# giorno} other {# giorni}}', 'a.hello': 'Ciao {name}', 'a.only': 'Solo' },
      { 'a.days': '{count, plural, one {# day} other {# days}}', 'a.hello': 'Hello {who}', 'a.extra': 'Extra {' },
    );
    expect(checkCatalogues(dir).sort()).toEqual(
      [
        'en.json: "a.extra" is not valid ICU MessageFormat (EXPECT_ARGUMENT_CLOSING_BRACE)',
        'en.json: "a.only" is missing',
        'en.json: "a.extra" is not in it.json',
        'en.json: "a.hello" uses {who} where it.json uses {name}',
      ].sort(),
    );
  });
});
