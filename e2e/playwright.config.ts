import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_LAUNCH } from './chromium.js';

/** Browser tests run Debian's Chromium (e2e/chromium.ts) against the production build served by the real server. */
/** A port nobody on this machine uses, asked of the system (a config file cannot wait for it). */
function freePort(): string {
  const probe =
    "const s=require('node:net').createServer();" +
    "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return execFileSync(process.execPath, ['-e', probe]).toString();
}
// Chosen once; workers load this file again and get it through the environment, as the data dir.
const PORT = Number((process.env.E2E_PORT ??= freePort()));
export const REGISTRATION_CODE = 'E2E-CODIGO';
// Workers load this file again: the directory made here is handed to them through the environment.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'obra-e2e-')));
export const OUTBOX = path.join(dataDir, 'outbox');

export default defineConfig({
  testDir: './tests',
  timeout: process.env.CI ? 120_000 : 60_000,
  // CI machines have run this suite up to fifteen times slower than a developer's; waits there are longer.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]]
    : 'list',
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'es-US',
    timezoneId: 'America/Denver',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
    // The installed app's service worker would answer requests a test routes or holds back
    // (Playwright's routes do not see them): tests of the installed app allow it themselves.
    serviceWorkers: 'block',
  },
  webServer: {
    // The server as `npm start` runs it: its production build, made afresh (about a second).
    command: 'node packages/server/scripts/build.mjs && node packages/server/dist/main.js',
    cwd: '..',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      REGISTRATION_CODE,
      LOGIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
