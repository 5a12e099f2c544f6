import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import pg from 'pg';
import react from '@vitejs/plugin-react';
import { postgresAdminUrl } from './packages/server/src/test/postgres-url.js';

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const serverProject = (backend: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: `server-${backend}`,
    include: ['packages/server/src/**/*.test.ts'],
    // Several server processes share one database, and a database server can go away, only with PostgreSQL.
    // main.test's servers use an embedded directory whatever the project, and it rebuilds the one
    // packages/server/dist they run from: it runs once, with the embedded database.
    exclude:
      backend === 'pglite'
        ? [
            'packages/server/src/realtime/cluster.test.ts',
            'packages/server/src/db/postgres-outage.test.ts',
            'packages/server/src/ops/backup-postgres.test.ts',
          ]
        : ['packages/server/src/ops/backup-pglite.test.ts', 'packages/server/src/main.test.ts'],
    env: { OBRA_TEST_DB: backend },
    globalSetup: [`packages/server/src/test/global-${backend}.ts`],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig(async () => {
  const projects: TestProjectInlineConfiguration[] = [
    { extends: true, test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
    // The repository's own tooling (CI's summary), outside the packages.
    { extends: true, test: { name: 'tools', include: ['scripts/**/*.test.ts'] } },
    {
      extends: true,
      plugins: [react()],
      test: {
        name: 'web',
        include: ['packages/web/src/**/*.test.{ts,tsx}'],
        environment: 'jsdom',
        setupFiles: ['packages/web/src/test/setup.ts'],
        css: false,
        // Typing into forms in jsdom is slow on a busy two-core machine; these are not timing tests.
        testTimeout: 20_000,
      },
    },
    serverProject('pglite'),
  ];
  // Under CI the PostgreSQL suite is mandatory: if the server is missing, its setup fails the run.
  if (process.env.CI === 'true' || (await postgresReachable(postgresAdminUrl()))) {
    projects.push(serverProject('postgres'));
  } else {
    console.log(`PostgreSQL suite SKIPPED: no server at ${postgresAdminUrl()} (not counted as passed)`);
  }
  return { test: { projects, maxWorkers: 2 } };
});
