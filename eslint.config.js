import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The import rules docs/architecture.md describes. Paths are from the repository's root (this
// file's folder), wherever ESLint runs from.
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const WEB = 'packages/web/src';
// Read from the tree, so a new feature is fenced in without touching this file.
const FEATURES = readdirSync(`${ROOT}/${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The app layer: routes, layout and pages, and the entry points that start or draw them.
const APP = [`${WEB}/app`, `${WEB}/boot`, `${WEB}/main.tsx`, `${WEB}/server-render.tsx`, `${WEB}/visitor.ts`];
// Tests and their helpers (src/test/).
const WEB_TESTS = [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/test/**`];

/** The zones of `import-x/no-restricted-paths` for the web app; `forTests` leaves out what tests may do. */
function webZones({ forTests }) {
  return [
    ...FEATURES.map((feature) => ({
      target: `${WEB}/features/${feature}`,
      from: `${WEB}/features`,
      except: [`./${feature}`],
      message: 'A feature does not import another feature: move what both need to lib/ or components/.',
    })),
    // A test may render a whole page (an app route) to try a feature with its neighbours.
    ...(forTests
      ? []
      : [
          {
            target: `${WEB}/features`,
            from: APP,
            message: 'A feature does not import the app layer: the app passes what it decides down as props.',
          },
        ]),
    {
      target: [`${WEB}/lib`, `${WEB}/components`],
      from: [`${WEB}/features`, ...(forTests ? [] : APP)],
      message: 'lib/ and components/ are shared by every feature: they import no feature and not the app.',
    },
    {
      target: `${WEB}/locales`,
      from: [`${WEB}/app`, `${WEB}/features`, `${WEB}/lib`, `${WEB}/components`],
      message: 'The catalogues are plain texts: they import only each other and the domain.',
    },
    ...(forTests
      ? []
      : [{ target: WEB, from: `${WEB}/test`, message: 'src/test/ is for tests only; the product never imports it.' }]),
    { target: WEB, from: 'packages/server', message: 'The web app talks to the server over HTTP only.' },
  ];
}

const PACKAGE_ZONES = [
  {
    target: 'packages/domain',
    from: ['packages/server', 'packages/web'],
    message: 'The domain is shared by the server and the web app and imports neither.',
  },
  {
    // The server loads the web build's render module (dist/server-render.js) at run time by its
    // path (src/http/signed-in-pages.ts), never the web source.
    target: 'packages/server',
    from: 'packages/web',
    message: 'The server imports no web source; it serves and loads the web build at run time.',
  },
];

/** Package names a package may not import (the zones above see only paths that resolve). */
const noPackage = (...names) => [
  'error',
  { patterns: [{ group: names, message: 'Packages depend one way: domain ← server, domain ← web.' }] },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'packages/server/drizzle/**',
      'coverage/**',
      '**/test-results/**',
    ],
  },
  { files: ['scripts/**', '**/scripts/**', '**/*.config.{js,ts}'], languageOptions: { globals: globals.node } },
  { files: ['packages/web/public/**/*.js'], languageOptions: { globals: globals.browser } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // A file past 400 lines (tests included, comments and blank lines counted) does more than one job: split it.
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript settings: no-cycle parses the files an import reaches, and needs to
      // know they are TypeScript.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [`${ROOT}/packages/*/tsconfig.json`],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: PACKAGE_ZONES }],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...PACKAGE_ZONES, ...webZones({ forTests: false })] },
      ],
      'no-restricted-imports': noPackage('@obra/server', '@obra/server/*'),
    },
  },
  {
    files: WEB_TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...PACKAGE_ZONES, ...webZones({ forTests: true })] },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: { 'no-restricted-imports': noPackage('@obra/server', '@obra/server/*', '@obra/web', '@obra/web/*') },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': noPackage('@obra/web', '@obra/web/*') },
  },
  {
    // Temporary: another change of issue 10 splits this form into its address block, job rows and
    // totals. Remove this override when that lands.
    files: [`${WEB}/features/projects/ProjectForm.tsx`],
    rules: { 'max-lines': 'off' },
  },
);
