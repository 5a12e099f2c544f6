// Reads Vitest's JSON report and prints the closing line CI looks for: "N passed, N failed, N skipped".
import { readFileSync } from 'node:fs';

const file = process.argv[2];
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const passed = report.numPassedTests ?? 0;
// A suite that failed to load (setup error, syntax error) has no tests to count: count it as failed.
const brokenSuites = (report.testResults ?? []).filter((s) => s.status === 'failed' && (s.assertionResults ?? []).length === 0).length;
const failed = (report.numFailedTests ?? 0) + brokenSuites;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
