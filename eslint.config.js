// ESLint for the whole repository (flat config). Syntax-level rules only, no type information:
// `npm run lint` stays fast, and `npm run typecheck` is where the types are checked.
//
// The import boundaries (ARCHITECTURE.md, STYLE.md habit 4):
//   services/<a>/           may import @nbp/contracts and @nbp/kit, never another service
//   services/shared/kit/    may import @nbp/contracts, no service
//   services/shared/contracts/  imports no workspace at all (zod only)
//   gateway/                may import @nbp/contracts and @nbp/kit, no service
//   web/                    may import @nbp/contracts only
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
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const source = node.value;
      if (!source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (workspaceOf(target) === workspace) return;
      const shown = path.relative(ROOT, target).split(path.sep).join('/') || '.';
      context.report({ node, messageId: 'leaves', data: { source, workspace, target: shown } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
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
    plugins: { boundaries: { rules: { 'stay-in-workspace': stayInWorkspace } } },
    rules: {
      'boundaries/stay-in-workspace': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
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
);
