// Vitest global setup: a file the test files' answer counts are appended to (answers-setup.ts), read
// at the end for the line 'N answers checked against the contract, M undeclared' and the list.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAnswerLog } from '@boxoffice/contract-tests/answer-check';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    answersFile: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'boxoffice-answers-'));
  const file = join(dir, 'answers.jsonl');
  project.provide('answersFile', file);
  return async () => {
    const tally = await readAnswerLog(file);
    rmSync(dir, { recursive: true, force: true });
    console.log(`\n${tally.report()}`);
  };
}
