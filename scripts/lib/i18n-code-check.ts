/**
 * The code's side of the catalogue check (docs/languages.md#the-catalogue), run by
 * scripts/lib/i18n-check.ts in `npm run lint`:
 *
 * - every key the code reads exists in the catalogue it reads from: the site's `t('x.y')`,
 *   `formatMessage({ id: 'x.y' })` and `<FormattedMessage id="x.y">` in web/src, a key built from a
 *   template (`boat.spec.${key}`) needing at least one key that starts with its fixed part; the
 *   mails' `mailText(language, 'x')` in services/notification;
 * - the public pages write no visible word outside the catalogue: in the public features, the
 *   shared components and the public pages' screens, a JSX text with a letter in it, or a literal
 *   string given to an attribute that people read or hear (alt, title, placeholder, aria-label...),
 *   is a problem. The back office and the sign-in page are Italian only and are not read.
 *
 * Both read the code with the TypeScript compiler's own parser, so comments and strings that are
 * not JSX are never mistaken for text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The public side of the site, where every visible word comes from the catalogue (docs/languages.md#every-word). */
export const PUBLIC_CODE = [
  'web/src/features/boats',
  'web/src/features/booking',
  'web/src/features/contact',
  'web/src/features/customer-request',
  'web/src/features/destinations',
  'web/src/features/pricing',
  'web/src/components/layouts',
  'web/src/components/seo',
  'web/src/components/ui',
  // The screens of the public pages (web/src/app/routes.ts); admin.tsx and login.tsx are Italian only.
  ...['home', 'boat', 'destinations', 'about', 'where-we-are', 'contact', 'faq', 'not-found', 'customer-request'].map(
    (page) => `web/src/app/routes/${page}.tsx`,
  ),
];

/** Attributes whose value a visitor reads or hears, the HTML ones and the props the site's components show. */
const VISIBLE_ATTRIBUTES = new Set([
  'alt',
  'title',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'heading',
  'description',
  'caption',
  'hint',
  'message',
  'text',
]);
const HAS_LETTER = /\p{L}/u;
/** Names that read the same in every language (docs/languages.md#the-pages: proper names stay as they are). */
const PROPER_NAMES = new Set(['Facebook', 'Instagram', 'WhatsApp']);
/** Whether a literal is a word a visitor reads: it has a letter and is not a proper name. */
const isWords = (text: string) => HAS_LETTER.test(text) && !PROPER_NAMES.has(text.trim());

/** The .ts and .tsx files under `entry` (a folder or one file), tests left out. */
export function sourceFiles(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.split(path.sep).includes('test'))
    .map((name) => path.join(full, name))
    .sort();
}

function parse(file: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const where = (root: string, source: ts.SourceFile, node: ts.Node) =>
  `${path.relative(root, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;

/** A key as the code writes it: its full text, or the fixed start of a template (`boat.spec.` of `boat.spec.${key}`). */
type KeyUse = { key: string; prefix: boolean };

function keyOf(node: ts.Expression | undefined): KeyUse | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { key: node.text, prefix: false };
  if (ts.isTemplateExpression(node)) return { key: node.head.text, prefix: true };
  if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) return keyOf(node.expression);
  return null;
}

/** The keys a file reads through `reader` calls (their argument at `argument`), formatMessage({ id }) and <FormattedMessage id>. */
function keysUsed(source: ts.SourceFile, readers: Record<string, number>): { node: ts.Node; use: KeyUse }[] {
  const found: { node: ts.Node; use: KeyUse }[] = [];
  walk(source, (node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      const use = name in readers ? keyOf(node.arguments[readers[name]!]) : null;
      if (use) found.push({ node, use });
      const [options] = node.arguments;
      if (name === 'formatMessage' && options && ts.isObjectLiteralExpression(options))
        for (const property of options.properties)
          if (ts.isPropertyAssignment(property) && property.name.getText(source) === 'id') {
            const id = keyOf(property.initializer);
            if (id) found.push({ node: property, use: id });
          }
    }
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText(source) === 'FormattedMessage')
      for (const attribute of node.attributes.properties)
        if (ts.isJsxAttribute(attribute) && attribute.name.getText(source) === 'id' && attribute.initializer) {
          const initializer = attribute.initializer;
          const id = ts.isStringLiteral(initializer)
            ? keyOf(initializer)
            : ts.isJsxExpression(initializer)
              ? keyOf(initializer.expression)
              : null;
          if (id) found.push({ node: attribute, use: id });
        }
  });
  return found;
}

/**
 * Keys the code reads that its catalogue lacks. `readers` names the functions that take a key, with
 * the position of the key among their arguments (`t`: 0, `mailText`: 1).
 */
export function missingKeys(
  root: string,
  entries: string[],
  catalogue: Record<string, unknown>,
  readers: Record<string, number>,
): string[] {
  const keys = Object.keys(catalogue);
  const problems: string[] = [];
  for (const file of entries.flatMap((entry) => sourceFiles(root, entry))) {
    const source = parse(file);
    for (const { node, use } of keysUsed(source, readers)) {
      const known = use.prefix ? keys.some((key) => key.startsWith(use.key)) : use.key in catalogue;
      if (!known) problems.push(`${where(root, source, node)}: the key "${use.key}${use.prefix ? '…' : ''}" is not in the catalogue`);
    }
  }
  return problems;
}

/** Visible literal text in the JSX of `entries`: a text or a visible attribute with a letter that is not a catalogue's word. */
export function literalTexts(root: string, entries: string[]): string[] {
  const problems: string[] = [];
  for (const file of entries.flatMap((entry) => sourceFiles(root, entry))) {
    const source = parse(file);
    walk(source, (node) => {
      if (ts.isJsxText(node) && isWords(node.text))
        problems.push(`${where(root, source, node)}: visible text "${node.text.trim()}" is not from the catalogue`);
      if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
        const literal = node.expression && keyOf(node.expression);
        if (literal && !literal.prefix && isWords(literal.key))
          problems.push(`${where(root, source, node)}: visible text "${literal.key}" is not from the catalogue`);
      }
      if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
        const initializer = node.initializer;
        const literal = ts.isStringLiteral(initializer)
          ? initializer.text
          : ts.isJsxExpression(initializer)
            ? keyOf(initializer.expression)?.key
            : undefined;
        if (literal !== undefined && isWords(literal))
          problems.push(`${where(root, source, node)}: ${node.name.getText(source)}="${literal}" is not from the catalogue`);
      }
    });
  }
  return problems;
}
