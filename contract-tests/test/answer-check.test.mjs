// The answer checker (answer-check.mjs): a right answer passes; an undeclared status, a wrong content
// type, a missing required header and a body that breaks the schema fail, naming the operation, the
// status and the field; the tally counts and merges; every example of the bundled contract passes.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  AnswerTally,
  answerChecker,
  answerLog,
  contractAjv,
  deref,
  readAnswerLog,
} from '../answer-check.mjs';
import { spec, thing } from './contract-fixture.mjs';

const checker = answerChecker(spec);
const JSON_TYPE = { 'Content-Type': 'application/json; charset=UTF-8' };
const ok = (value) => JSON.stringify({ success: true, message: null, value });
const getThing = (status, body, headers = JSON_TYPE) =>
  checker.check({ method: 'GET', path: '/things/lamp_1', status, headers, body });

describe('answerChecker', () => {
  it('passes an answer the contract declares, nullable fields and a charset included', () => {
    const result = getThing(200, ok(thing));
    assert.equal(result.operation, 'GET /things/{id} (getThing)');
    assert.deepEqual(result.problems, []);
  });

  it('names an undeclared status with the ones declared', () => {
    const result = getThing(500, JSON.stringify({ success: false, message: 'boom' }));
    assert.equal(result.operation, 'GET /things/{id} (getThing)');
    assert.equal(result.status, 500);
    assert.deepEqual(result.problems, ['status 500 is not declared (declared: 200, 400, 404)']);
  });

  it('names each field of a body that breaks the schema: type, required, bound, format, enum, null', () => {
    const bad = { ...thing, price: '12.50', on: '05/12/2026', kind: 7, note: 3 };
    delete bad.id;
    const problems = getThing(200, ok(bad)).problems.join('\n');
    assert.match(problems, /body field value\.id: missing \(required\)/);
    assert.match(problems, /body field value\.price: must be number \(got "12\.50"\)/);
    assert.match(problems, /body field value\.on: must match format "date"/);
    assert.match(
      problems,
      /body field value\.kind: must be equal to one of the allowed values \[1,2,3\] \(got 7\)/,
    );
    assert.match(problems, /body field value\.note: must be string/);
    const nullId = getThing(200, ok({ ...thing, id: null })).problems;
    assert.deepEqual(nullId, ['body field value.id: must be string (got null)']);
    const deep = getThing(200, ok({ ...thing, tags: ['a', 42] })).problems;
    assert.deepEqual(deep, ['body field value.tags[1]: must be string (got 42)']);
  });

  it('checks a shared response ($ref) and names a wrong or missing content type', () => {
    assert.deepEqual(
      getThing(404, JSON.stringify({ success: false, message: 'No such thing' })).problems,
      [],
    );
    assert.deepEqual(getThing(404, 'No such thing', { 'content-type': 'text/plain' }).problems, [
      'content type text/plain is not declared (declared: application/json)',
    ]);
    assert.match(getThing(200, ok(thing), {}).problems[0], /content type \(none\) is not declared/);
  });

  it('names a required header left out, and accepts a Headers object', () => {
    const body = JSON.stringify({ success: false, message: 'Busy' });
    const busy = (headers) => checker.check({ method: 'POST', path: '/things', status: 503, headers, body });
    assert.deepEqual(busy(JSON_TYPE).problems, ['header Retry-After missing (required)']);
    const headers = new Headers({ 'content-type': 'application/json', 'retry-after': '2' });
    assert.deepEqual(busy(headers).problems, []);
  });

  it('holds int32 to -2^31..2^31-1 and int64 to the safe integers', () => {
    const ajv = contractAjv();
    const int32 = ajv.compile({ type: 'integer', format: 'int32' });
    for (const n of [0, -(2 ** 31), 2 ** 31 - 1]) assert.equal(int32(n), true, `int32 ${n}`);
    for (const n of [2 ** 31, -(2 ** 31) - 1, 1.5]) assert.equal(int32(n), false, `int32 ${n}`);
    const int64 = ajv.compile({ type: 'integer', format: 'int64' });
    for (const n of [2 ** 31, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER])
      assert.equal(int64(n), true, `int64 ${n}`);
    for (const n of [2 ** 53, -(2 ** 53)]) assert.equal(int64(n), false, `int64 ${n}`);
  });

  it('checks status and type only for a body it was not given (binary, large) and for HTML', () => {
    assert.deepEqual(getThing(200, undefined).problems, []);
    const page = {
      method: 'GET',
      path: '/things/special',
      status: 200,
      headers: { 'content-type': 'text/html' },
    };
    assert.deepEqual(checker.check({ ...page, body: '<p>hi</p>' }).problems, []);
    assert.equal(checker.check(page).operation, 'GET /things/special (getSpecial)');
  });

  it('takes the literal path before a template, and leaves paths of no operation unchecked', () => {
    assert.equal(checker.operationOf('GET', '/things/special').operationId, 'getSpecial');
    assert.equal(checker.operationOf('GET', '/things/lamp').operationId, 'getThing');
    assert.equal(
      checker.check({ method: 'DELETE', path: '/things/x', status: 405, headers: {} }).operation,
      null,
    );
    assert.equal(
      checker.check({ method: 'GET', path: '/nowhere', status: 404, headers: {} }).operation,
      null,
    );
  });

  it('names a body that is not JSON', () => {
    assert.deepEqual(getThing(200, '{"success": tr').problems, ['body is not valid JSON']);
  });
});

describe('AnswerTally and the answer log', () => {
  it('counts answers, those with a mismatch, and each distinct mismatch once with how often', () => {
    const tally = new AnswerTally();
    tally.add(getThing(200, ok(thing)));
    tally.add(getThing(500, '{}'), 'GET /things/lamp_1 in "a test"');
    tally.add(getThing(500, '{}'));
    tally.add(checker.check({ method: 'GET', path: '/nowhere', status: 404, headers: {} }));
    assert.equal(tally.summary(), '3 answers checked against the contract, 2 undeclared');
    assert.equal(tally.unmatched, 1);
    assert.deepEqual(tally.lines(), [
      'GET /things/{id} (getThing) -> 500: status 500 is not declared (declared: 200, 400, 404) (2 times) [GET /things/lamp_1 in "a test"]',
    ]);
    assert.match(tally.report(), /^3 answers checked against the contract, 2 undeclared:\n {2}GET \/things/);
  });

  it('adds up the lines several processes append', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'answer-log-'));
    try {
      const file = join(dir, 'nested', 'answers.jsonl');
      const first = answerLog(file);
      const second = answerLog(file);
      first.add(getThing(200, ok(thing)));
      first.add(getThing(500, '{}'));
      second.add(getThing(500, '{}'));
      second.add(getThing(200, ok(thing)));
      first.flush();
      second.flush();
      second.flush(); // nothing new: no line
      assert.equal(readFileSync(file, 'utf8').trim().split('\n').length, 2);
      const tally = await readAnswerLog(file);
      assert.equal(tally.summary(), '4 answers checked against the contract, 2 undeclared');
      assert.equal([...tally.mismatches.values()][0].count, 2);
      assert.equal((await readAnswerLog(join(dir, 'none.jsonl'))).checked, 0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const bundled = new URL('../../openapi/dist/openapi.json', import.meta.url);
describe('the bundled contract', {
  skip: !existsSync(bundled) && 'openapi/dist/openapi.json not bundled',
}, () => {
  it('names a 429 or 503 without Retry-After on every operation (the header is required)', () => {
    const contract = JSON.parse(readFileSync(bundled, 'utf8'));
    const check = answerChecker(contract);
    const body = JSON.stringify({ success: false, message: 'So many people are buying right now.' });
    let checked = 0;
    for (const o of check.operations) {
      for (const status of [429, 503]) {
        const path = o.path.replace(/\{[^}]+\}/g, 'x_1');
        const answer = { method: o.method, path, status, body };
        const without = check.check({ ...answer, headers: { 'content-type': 'application/json' } });
        assert.deepEqual(without.problems, ['header Retry-After missing (required)'], `${o.label} ${status}`);
        const headers = { 'content-type': 'application/json', 'retry-after': '2' };
        assert.deepEqual(check.check({ ...answer, headers }).problems, [], `${o.label} ${status}`);
        checked += 1;
      }
    }
    assert.ok(checked > 150, `only ${checked} answers`);
  });

  it("passes every JSON example of every operation's answers", () => {
    const contract = JSON.parse(readFileSync(bundled, 'utf8'));
    const check = answerChecker(contract);
    let examples = 0;
    const problems = [];
    for (const o of check.operations) {
      for (const [status, response] of Object.entries(o.op.responses)) {
        for (const [media, content] of Object.entries(deref(contract, response).content ?? {})) {
          const example = content.example ?? Object.values(content.examples ?? {})[0]?.value;
          if (example === undefined || !media.includes('json')) continue;
          const path = o.path.replace(/\{[^}]+\}/g, 'x_1');
          const headers = { 'content-type': media, 'retry-after': '1' };
          const result = check.check({
            method: o.method,
            path,
            status: Number(status),
            headers,
            body: JSON.stringify(example),
          });
          examples += 1;
          if (result.operationId !== o.operationId) problems.push(`${o.label}: matched ${result.operation}`);
          for (const p of result.problems) problems.push(`${o.label} -> ${status}: ${p}`);
        }
      }
    }
    assert.ok(examples > 100, `only ${examples} examples`);
    assert.deepEqual(problems, []);
  });
});
