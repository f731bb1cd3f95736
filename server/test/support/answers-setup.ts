// Runs in each test file (vitest setupFiles): a test whose calls met answers that do not match the
// contract fails after it ends, naming the operation, the status and the field; calls made outside a
// test (beforeAll) fail the file. The file's count goes to the global setup (answers-global.ts).
import { appendFileSync } from 'node:fs';
import { AnswerTally } from '@boxoffice/contract-tests/answer-check';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { answers } from './answers.js';

const fail = (where: string) => {
  const found = [...new Set(answers.current.splice(0))];
  if (found.length)
    throw new Error(
      `${where} met ${found.length} answer(s) that do not match the contract:\n${found.join('\n')}`,
    );
};

beforeAll(() => {
  answers.tally = new AnswerTally();
  answers.current.length = 0;
});
afterEach(() => fail('This test'));
afterAll(() => {
  const file = inject('answersFile');
  if (file) appendFileSync(file, `${JSON.stringify(answers.tally)}\n`);
  fail('This file (outside its tests)');
});
