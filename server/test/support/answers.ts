// Every answer the in-process app gives the tests (testApp in client.ts) is checked against the
// bundled contract (openapi/dist/openapi.json, which the SDK is generated from; BOXOFFICE_CONTRACT names
// another, as for the server): the setup file fails a test whose calls met an answer that does not
// match it, and the global setup prints the count.
import { fileURLToPath } from 'node:url';
import { AnswerTally, answerChecker, loadContract } from '@boxoffice/contract-tests/answer-check';
import { expect } from 'vitest';
import type { AnswerObserver } from '../../src/http/answers.js';

const contractFile =
  process.env.BOXOFFICE_CONTRACT ??
  fileURLToPath(new URL('../../../openapi/dist/openapi.json', import.meta.url));
const checker = answerChecker(await loadContract(contractFile));

/** The answers of this test file (tally) and the current test's mismatches (drained after each test). */
export const answers = { tally: new AnswerTally(), current: [] as string[] };

export const recordAnswer: AnswerObserver = (answer) => {
  const result = checker.check(answer);
  const test = expect.getState().currentTestName;
  answers.tally.add(result, test ? `${answer.method} ${answer.path} in "${test}"` : undefined);
  for (const problem of result.problems)
    answers.current.push(`${result.operation} -> ${result.status}: ${problem}`);
};
