/** The lint step that keeps the catalogue of words in step (scripts/lib/i18n-check.ts, docs/languages.md#the-catalogue). */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_DIRS, checkAllCatalogues, checkCatalogues, checkSiteCode } from '../../scripts/lib/i18n-check.ts';

function catalogues(it: Record<string, string>, en: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nbp-i18n-'));
  writeFileSync(path.join(dir, 'it.json'), JSON.stringify(it));
  writeFileSync(path.join(dir, 'en.json'), JSON.stringify(en));
  return dir;
}

describe('the catalogues check', () => {
  it('passes the repository’s catalogues, the site’s, the errors’, the forms’ and the mails’', () => {
    expect(CATALOGUE_DIRS.map((dir) => path.basename(dir))).toEqual(['messages', 'errors', 'forms', 'mails']);
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

/** A repository in miniature: the site's Italian catalogue and some source files, each path relative to the root. */
function site(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'nbp-i18n-code-'));
  const all = { 'web/src/i18n/messages/it.json': JSON.stringify({ 'boat.title': 'Barca', 'boat.spec.length': 'Lunghezza' }), ...files };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('the site’s code against its catalogue', () => {
  it('passes the repository’s code: every key it reads exists, and the public pages write no word of their own', () => {
    expect(checkSiteCode()).toEqual([]);
  });

  it('names a key the code reads that the catalogue lacks: t(), a template’s fixed part, formatMessage and FormattedMessage', () => {
    const root = site({
      'web/src/features/boats/card.tsx': [
        "export const A = () => <p>{t('boat.title')}</p>;",
        "export const B = () => <p>{t('boat.subtitle')}</p>;",
        'export const C = (key: string) => t(`boat.spec.${key}`);',
        'export const D = (key: string) => t(`boat.figure.${key}`);',
        "export const E = () => intl.formatMessage({ id: 'boat.gone' });",
        'export const F = () => <FormattedMessage id="boat.help" />;',
      ].join('\n'),
      // The back office is read for its keys too, though not for its words.
      'web/src/features/admin-boats/list.tsx': "export const G = () => <h2>Barche {t('admin.missing')}</h2>;",
    });
    expect(checkSiteCode(root)).toEqual([
      'web/src/features/admin-boats/list.tsx:1: the key "admin.missing" is not in the catalogue',
      'web/src/features/boats/card.tsx:2: the key "boat.subtitle" is not in the catalogue',
      'web/src/features/boats/card.tsx:4: the key "boat.figure.…" is not in the catalogue',
      'web/src/features/boats/card.tsx:5: the key "boat.gone" is not in the catalogue',
      'web/src/features/boats/card.tsx:6: the key "boat.help" is not in the catalogue',
    ]);
  });

  it('names visible literal text on the public pages: JSX text, a literal child and the attributes people read or hear', () => {
    const root = site({
      'web/src/features/boats/figures.tsx': [
        'export const A = ({ boat }: { boat: { length: string } }) => (',
        '  <p className="figure" data-kind="length" aria-hidden="true">',
        "    {boat.length} mt · {t('boat.title')}",
        '  </p>',
        ');',
        'export const B = () => <img src="/x.svg" alt="Barca in navigazione" />;',
        "export const C = () => <button aria-label={'Chiudi'} title=\"Chiudi\">{'Chiudi'}</button>;",
        '// Proper names read the same in every language, and an empty alt is no text.',
        'export const D = () => <a href="https://wa.me/1" title="WhatsApp">WhatsApp<img alt="" src="/w.svg" /></a>;',
        'export const E = () => <input placeholder="40 CV" />;',
        'export const H = () => <Section heading="Le nostre barche" />;',
      ].join('\n'),
      'web/src/app/routes/not-found.tsx': 'export default () => <h1>Page Not Found</h1>;',
      // The back office and the sign-in page are Italian only: their words are not read.
      'web/src/features/admin-boats/list.tsx': 'export const G = () => <h2>Barche</h2>;',
      'web/src/app/routes/login.tsx': 'export default () => <h1>Accesso Amministratore</h1>;',
    });
    expect(checkSiteCode(root)).toEqual([
      'web/src/features/boats/figures.tsx:3: visible text "mt ·" is not from the catalogue',
      'web/src/features/boats/figures.tsx:6: alt="Barca in navigazione" is not from the catalogue',
      'web/src/features/boats/figures.tsx:7: aria-label="Chiudi" is not from the catalogue',
      'web/src/features/boats/figures.tsx:7: title="Chiudi" is not from the catalogue',
      'web/src/features/boats/figures.tsx:7: visible text "Chiudi" is not from the catalogue',
      'web/src/features/boats/figures.tsx:10: placeholder="40 CV" is not from the catalogue',
      'web/src/features/boats/figures.tsx:11: heading="Le nostre barche" is not from the catalogue',
      'web/src/app/routes/not-found.tsx:1: visible text "Page Not Found" is not from the catalogue',
    ]);
  });
});
