/**
 * The server's production build: plain JavaScript in packages/server/dist that `node` runs alone.
 *   node packages/server/scripts/build.mjs               builds
 *   node packages/server/scripts/build.mjs --if-missing  builds only when there is no build yet
 * Why esbuild, and why every file lands straight in dist/: docs/decisions/0009-server-build.md.
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const outdir = path.join(serverDir, 'dist');

// No slash in a name: src/paths.ts finds the package folder one level up, from src/ and from dist/ alike.
const entryPoints = {
  main: 'src/main.ts',
  // Spawned by the server to create an embedded database (src/db/embedded.ts).
  'create-embedded': 'src/db/create-embedded.ts',
  // The embedded database's thread, started by the server (src/db/pglite-thread.ts).
  'pglite-worker': 'src/db/pglite-worker.ts',
  'set-plan': 'src/cli/set-plan.ts',
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/restore.ts',
};

// The operator commands build only when nothing is built, so they run the code the running server runs.
if (
  process.argv.includes('--if-missing') &&
  Object.keys(entryPoints).every((name) => existsSync(path.join(outdir, `${name}.js`)))
) {
  process.exit(0);
}

const { dependencies } = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
// @obra/domain's package points at its TypeScript sources, which node cannot load: it is compiled in.
const installed = new Set(Object.keys(dependencies).filter((name) => name !== '@obra/domain'));
const packageName = (specifier) => specifier.match(/^(@[^/]+\/)?[^/]+/)[0];

/** Other packages load from node_modules as in development; one the server does not declare fails the build. */
const dependenciesOnly = {
  name: 'dependencies-only',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
      const name = packageName(specifier);
      if (specifier.startsWith('node:') || builtinModules.includes(name) || name === '@obra/domain') return undefined;
      if (installed.has(name)) return { path: specifier, external: true };
      return { errors: [{ text: `${specifier} is not among @obra/server's dependencies` }] };
    });
  },
};

/** Test code stays out of the product: a production module importing it fails the build. */
const noTestCode = {
  name: 'no-test-code',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]src[\\/]test[\\/]|\.test\.ts$/ }, ({ path: file }) => ({
      errors: [{ text: `${path.relative(serverDir, file)} is test code, imported by production code` }],
    }));
  },
};

/**
 * The embedded database's template (src/db/embedded.ts): a migrated database, dumped, that a new
 * data directory starts from instead of running initdb. It depends only on the migrations and on
 * PGlite's version, so a build with both unchanged keeps the one it made before (seconds saved on
 * every `npm start`).
 */
const templateFile = path.join(outdir, 'embedded-template.tgz');
const stampFile = `${templateFile}.stamp`;
const migrations = path.join(serverDir, 'drizzle');
const pgliteDir = path.join(path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), '..');
const stamp = createHash('sha256')
  .update(JSON.parse(readFileSync(path.join(pgliteDir, 'package.json'), 'utf8')).version)
  .update(
    readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => readFileSync(path.join(migrations, f), 'utf8'))
      .join('\n'),
  )
  .digest('hex');
const keptTemplate =
  existsSync(templateFile) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp
    ? readFileSync(templateFile)
    : null;

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints,
  outdir,
  bundle: true,
  // Code the entries share goes into chunks beside them, once.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  plugins: [dependenciesOnly, noTestCode],
  logLevel: 'warning',
}).catch(() => {
  // esbuild has printed what failed, with its place in the source.
  process.exit(1);
});

if (keptTemplate) writeFileSync(templateFile, keptTemplate);
else
  execFileSync(process.execPath, [path.join(outdir, 'create-embedded.js'), templateFile, '--dump'], {
    stdio: 'inherit',
  });
writeFileSync(stampFile, stamp);
