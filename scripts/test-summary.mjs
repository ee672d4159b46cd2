#!/usr/bin/env node
// Adds up the Vitest JSON reports of one `npm test` run into closing lines: each failing test
// with the start of its error (CI keeps only the end of a long log, so the names must come
// last), then a line per stage and the total.
import fs from 'node:fs';
import path from 'node:path';

const folder = process.argv[2] ?? '.tmp/test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
const stages = [];
const failures = [];
for (const file of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
  if (!file.endsWith('.json')) continue;
  const stage = file.replace('.json', '');
  const report = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  stages.push(`${stage}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  for (const suite of report.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name ?? '');
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${stage} ✗ ${where} > ${test.fullName}\n${firstLines(test.failureMessages)}`);
    }
    if (suite.status === 'failed' && failedTests.length === 0) {
      failures.push(`${stage} ✗ ${where} (the file)\n${firstLines([suite.message])}`);
    }
  }
}

/** The first lines of an error, indented: enough to tell one failure from another. */
function firstLines(messages) {
  const text = (messages ?? []).filter(Boolean).join('\n') || '(no message)';
  return text
    .split('\n')
    .slice(0, 6)
    .map((line) => `    ${line.slice(0, 300)}`)
    .join('\n');
}

if (failures.length > 0) console.log(`failing tests:\n${failures.join('\n')}`);
for (const line of stages) console.log(line);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
