// Adds up Vitest's and Playwright's JSON reports and prints the closing line CI looks for:
// "N passed, N failed" (", N skipped" when any were skipped).
//
// The server's tests run twice, once on the embedded database and once on PostgreSQL. The closing
// line counts each test once, as failed if any of its runs failed, so the suite's size is not
// inflated by the second run; the lines above it give the PostgreSQL runs and retried browser
// tests apart.
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** A parsed JSON file, or null when it is missing or unreadable (a run that crashed). */
export function readReport(file) {
  if (!file || !existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Vitest's report as distinct tests (file + full name) and the repeated runs of the same tests. */
export function countVitest(report) {
  if (!report) return { passed: 0, failed: 1, skipped: 0, repeatedRuns: 0, repeatedFailed: 0, missing: true };
  const runs = new Map(); // key → statuses of its runs
  const brokenFiles = new Set();
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    // A file that failed to load has no tests to count: it counts as one failure.
    if (file.status === 'failed' && tests.length === 0) brokenFiles.add(file.name);
    for (const test of tests) {
      const key = `${file.name}\u0000${test.fullName}`;
      const statuses = runs.get(key) ?? [];
      statuses.push(test.status);
      runs.set(key, statuses);
    }
  }
  let passed = 0;
  let failed = brokenFiles.size;
  let skipped = 0;
  let repeatedRuns = 0;
  let repeatedFailed = 0;
  for (const statuses of runs.values()) {
    if (statuses.includes('failed')) failed += 1;
    else if (statuses.includes('passed')) passed += 1;
    else skipped += 1;
    for (const status of statuses.slice(1)) {
      repeatedRuns += 1;
      if (status === 'failed') repeatedFailed += 1;
    }
  }
  return { passed, failed, skipped, repeatedRuns, repeatedFailed, missing: false };
}

/** Playwright's report: a test that passed only on a retry counts as passed, and is named apart. */
export function countPlaywright(report) {
  if (!report?.stats) return { passed: 0, failed: 1, skipped: 0, flaky: 0, missing: true };
  const { expected = 0, flaky = 0, unexpected = 0, skipped = 0 } = report.stats;
  return {
    passed: expected + flaky,
    failed: unexpected + (report.errors ?? []).length,
    skipped,
    flaky,
    missing: false,
  };
}

/** The lines CI prints, the last one being "N passed, N failed[, N skipped]". */
export function summaryLines(vitestReport, playwrightReport, withBrowser) {
  const unit = countVitest(vitestReport);
  const lines = [];
  lines.push(
    unit.missing
      ? 'Unit tests: no report (the run crashed)'
      : `Unit tests: ${unit.passed + unit.failed + unit.skipped} distinct, ${unit.passed} passed, ${unit.failed} failed`,
  );
  if (unit.repeatedRuns > 0) {
    lines.push(
      `  of which server tests run again on PostgreSQL: ${unit.repeatedRuns} runs, ${unit.repeatedFailed} failed (not counted again below)`,
    );
  }
  let passed = unit.passed;
  let failed = unit.failed;
  let skipped = unit.skipped;
  if (withBrowser) {
    const browser = countPlaywright(playwrightReport);
    lines.push(
      browser.missing
        ? 'Browser tests: no report (the run crashed)'
        : `Browser tests: ${browser.passed + browser.failed + browser.skipped}, ${browser.passed} passed` +
            `${browser.flaky ? ` (${browser.flaky} only on a retry)` : ''}, ${browser.failed} failed`,
    );
    passed += browser.passed;
    failed += browser.failed;
    skipped += browser.skipped;
  }
  lines.push(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return { lines, ok: failed === 0 && passed > 0 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [vitestFile, playwrightFile] = process.argv.slice(2);
  const { lines, ok } = summaryLines(readReport(vitestFile), readReport(playwrightFile), playwrightFile !== undefined);
  for (const line of lines) console.log(line);
  process.exit(ok ? 0 : 1);
}
