// ESLint for the whole repository (flat config). Syntax-level rules only, no type information:
// `npm run lint` stays fast, and `npm run typecheck` is where the types are checked.
//
// The import boundaries (README "How it is built": a service talks to another only over HTTP or events):
//   services/<a>/           may import @nbp/contracts and @nbp/kit, never another service
//   services/shared/kit/    may import @nbp/contracts, no service
//   services/shared/contracts/  imports no workspace at all (zod only)
//   gateway/                may import @nbp/contracts and @nbp/kit, no service
//   web/                    may import @nbp/contracts only; web/src/server/ (the renderer, a Node
//                           process of its own) @nbp/kit too, for its config, logs and server
// Package names are checked with no-restricted-imports. Relative paths are checked by the small
// rule `boundaries/stay-in-workspace` below: it resolves the path against the importing file,
// so `../../pricing/src/x.ts` from booking is caught while booking's own `./pricing.ts` is not
// (a glob on the import text cannot tell those apart).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { SERVICE_NAMES } from './services/shared/contracts/src/services.ts';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
// The services come from the one registry (plain Node strips the types of that pure-data file).
const SERVICES = SERVICE_NAMES;

/** Workspace folders, most specific first; a file belongs to the first that contains it. */
const WORKSPACES = ['services/shared/contracts', 'services/shared/kit', ...SERVICES.map((name) => `services/${name}`), 'gateway', 'web'];

function workspaceOf(file) {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  return WORKSPACES.find((workspace) => relative === workspace || relative.startsWith(`${workspace}/`));
}

/**
 * The visitors that hand every relative import (and re-export) of `file` to `check`, with the
 * import's text and the absolute path it points to.
 */
function relativeImports(file, check) {
  const visit = (node) => {
    if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
    const source = node.value;
    if (!source.startsWith('.')) return;
    check(node, source, path.resolve(path.dirname(file), source));
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
  };
}

const stayInWorkspace = {
  meta: {
    type: 'problem',
    docs: { description: 'A relative import must not leave its workspace: other workspaces are reached by package name, if at all.' },
    schema: [],
    messages: {
      leaves:
        "'{{source}}' leaves {{workspace}}/ (it points into {{target}}). Import a shared workspace by its package name (@nbp/contracts/..., @nbp/kit/...); never import another service.",
    },
  },
  create(context) {
    const file = context.filename;
    const workspace = workspaceOf(file);
    if (!workspace) return {};
    return relativeImports(file, (node, source, target) => {
      if (workspaceOf(target) === workspace) return;
      const shown = path.relative(ROOT, target).split(path.sep).join('/') || '.';
      context.report({ node, messageId: 'leaves', data: { source, workspace, target: shown } });
    });
  },
};

// Inside web/src the app composes features: web/src/app may import any feature, while a feature
// imports only components/, lib/, hooks/, theme/, types/ and its own folder, and those shared
// folders import no feature and not app/. Two features that need the same thing get it from a
// shared folder, and a page that needs both composes them in app/. Otherwise a change inside one
// feature silently reaches every feature that borrowed from it.
const WEB_SRC = 'web/src';

/** `features/<name>`, `app` or a shared folder (`components`, `lib`, ...) for a file under web/src, else undefined. */
function webAreaOf(file) {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  if (!relative.startsWith(`${WEB_SRC}/`)) return undefined;
  const [top, name] = relative.slice(WEB_SRC.length + 1).split('/');
  if (top === 'features' && name) return `features/${name}`;
  if (top === 'app') return 'app';
  if (['components', 'lib', 'hooks', 'theme', 'types'].includes(top)) return top;
  return undefined;
}

const webFeatureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature must not import another feature, nor the app that composes the features.' },
    schema: [],
    messages: {
      otherFeature:
        "'{{source}}' reaches into {{target}} from {{area}}: features do not import each other. Move what both need to components/, lib/ or hooks/, or compose the two features in app/.",
      app: "'{{source}}' reaches into app/ from {{area}}: the app imports features, never the other way round.",
      shared: "'{{source}}' reaches into {{target}} from {{area}}/: shared code sits below the features and knows none of them.",
    },
  },
  create(context) {
    const file = context.filename;
    const area = webAreaOf(file);
    if (!area || area === 'app') return {};
    const inFeature = area.startsWith('features/');
    return relativeImports(file, (node, source, resolved) => {
      const target = webAreaOf(resolved);
      if (!target || target === area || !(target === 'app' || target.startsWith('features/'))) return;
      const messageId = !inFeature ? 'shared' : target === 'app' ? 'app' : 'otherFeature';
      context.report({ node, messageId, data: { source, area, target } });
    });
  },
};

/** An @nbp/* import outside `allowed` (the area's own package name is always allowed too). */
const packageRule = (allowed, self, who) => [
  'error',
  {
    patterns: [
      {
        regex: `^@nbp/(?!(?:${[...allowed, self].join('|')})(?:/|$))`,
        message: allowed.length
          ? `${who} may import only ${allowed.map((name) => `@nbp/${name}`).join(' and ')} among the workspaces.`
          : `${who} imports no other workspace (zod only).`,
      },
    ],
  },
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist/**',
      // The renderer's bundle (vite build --ssr).
      'web/dist-server/**',
      '**/coverage/**',
      'test-results/**',
      'artifacts/**',
      '.cache/**',
      'scripts/bench/tmp/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { boundaries: { rules: { 'stay-in-workspace': stayInWorkspace, 'web-features': webFeatureBoundaries } } },
    rules: {
      'boundaries/stay-in-workspace': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'boundaries/web-features': 'error' },
  },
  // The Rules of React (docs/web.md#hooks): the plugin's recommended set, the React Compiler's checks
  // included; exhaustive-deps as an error (`npm run lint` fails on warnings anyway). One check is off:
  // set-state-in-effect. Its eight places copy something that arrives later (a query's answer, the
  // item named by the address, a dialog closing) into state the user then edits; rewriting each as a
  // change during render moves the moment the screen updates, a risk these places do not repay.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  // Later objects replace the options of earlier ones for the same rule, so each area lists its
  // whole allowance in one place.
  ...SERVICES.map((name) => ({
    files: [`services/${name}/**/*.{ts,tsx,js,mjs}`],
    rules: { 'no-restricted-imports': packageRule(['contracts', 'kit'], name, `services/${name}/`) },
  })),
  {
    files: ['services/shared/kit/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': packageRule(['contracts'], 'kit', 'services/shared/kit/') },
  },
  {
    files: ['services/shared/contracts/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': packageRule([], 'contracts', 'services/shared/contracts/') },
  },
  {
    files: ['gateway/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': packageRule(['contracts', 'kit'], 'gateway', 'gateway/') },
  },
  {
    files: ['web/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': packageRule(['contracts'], 'web', 'web/') },
  },
  // Small units (docs/skeleton.md#small-units): no source file over 300 lines and no function over
  // 80, so a file is one subject and a function one step a reader can hold. Tests, test folders and
  // the generated migrations are exempt.
  {
    files: [
      'services/**/*.{ts,tsx,js,mjs}',
      'gateway/**/*.{ts,tsx,js,mjs}',
      'scripts/**/*.{ts,tsx,js,mjs}',
      'web/**/*.{ts,tsx,js,mjs}',
      'infra/**/*.{ts,tsx,js,mjs}',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/tests/**', '**/migrations/**'],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  // The renderer runs as a service does (config from the environment, JSON logs, /healthz, draining
  // on SIGTERM): it takes those from the kit, bundled in (docs/operations.md#the-web-renderer).
  {
    files: ['web/src/server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': packageRule(['contracts', 'kit'], 'web', 'web/src/server/') },
  },
);
