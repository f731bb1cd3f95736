// BOXOFFICE_CHECK_ANSWERS=<file>: the server checks each of its /api answers against the bundled
// contract and appends the count and the mismatches to that file (a JSON line a second and at exit),
// for the test runs (end-to-end journeys, contract tests) to fail on. Off on a server shoppers use;
// the checker (and Ajv) is loaded only when asked for.
import type { AnswerObserver } from '../http/answers.js';

export async function answerLogObserver(file: string, contractFile: string): Promise<AnswerObserver> {
  const { answerChecker, answerLog, loadContract } = await import('@boxoffice/contract-tests/answer-check');
  const checker = answerChecker(await loadContract(contractFile));
  const log = answerLog(file);
  return (answer) => log.add(checker.check(answer), `${answer.method} ${answer.path}`);
}
