// The property-based phase: its values are valid against their schemas, its variants invalid; against a
// backend that keeps the contract every case passes, and one that answers an undeclared status, a 5xx
// or no 400 to invalid input fails the operation's case, naming the operation, the status and why.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { contractAjv, deref, operationsOf } from '../answer-check.mjs';
import { arbitraryOf, invalidVariants } from '../arbitraries.mjs';
import { fuzz } from '../fuzz.mjs';
import { spec, thing } from './contract-fixture.mjs';

/** isValid for one contract, as fuzz.mjs builds it. */
function validatorOf(contract) {
  const ajv = contractAjv();
  ajv.addSchema({ $id: 'c.json', components: contract.components }, 'c.json');
  const compiled = new Map();
  return (schema, value) => {
    if (!compiled.has(schema))
      compiled.set(
        schema,
        ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', '"$ref":"c.json#/'))),
      );
    return compiled.get(schema)(value);
  };
}

const bundled = new URL('../../openapi/dist/openapi.json', import.meta.url);
const contracts = [['the test contract', spec]];
if (existsSync(bundled)) contracts.push(['the bundled contract', JSON.parse(readFileSync(bundled, 'utf8'))]);

for (const [name, contract] of contracts) {
  describe(`arbitraries of ${name}`, () => {
    const ctx = { resolve: (node) => deref(contract, node), isValid: validatorOf(contract) };
    const bodies = operationsOf(contract)
      .map((o) => [o.operationId, o.op.requestBody?.content?.['application/json']?.schema])
      .filter(([, schema]) => schema);

    it('draws only values valid against each request body schema', () => {
      for (const [operationId, schema] of bodies) {
        const invalid = fc
          .sample(arbitraryOf(schema, ctx), { numRuns: 30, seed: 42 })
          .filter((v) => !ctx.isValid(schema, v));
        assert.deepEqual(invalid, [], `${operationId}: drew invalid values`);
      }
    });

    it('makes variants that are all invalid, each naming its field', () => {
      for (const [operationId, schema] of bodies) {
        for (const value of fc.sample(arbitraryOf(schema, ctx), { numRuns: 3, seed: 7 })) {
          for (const variant of invalidVariants(schema, value, ctx)) {
            assert.equal(ctx.isValid(schema, variant.value), false, `${operationId}: ${variant.what}`);
            assert.match(variant.what, /^(\(the body\)|[\w.[\]]+): /);
          }
        }
      }
    });
  });
}

/**
 * A backend of the test contract; `mutant` changes one answer: 'undeclared' answers 422 to invalid
 * input (a framework's default), 'crash' a 500 to a price over 500, 'lenient' takes invalid input.
 */
function backend(mutant) {
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (d) => (text += d));
    req.on('end', () => {
      const send = (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const refuse = () =>
        mutant === 'undeclared'
          ? send(422, { detail: 'invalid' })
          : send(400, { success: false, message: 'Bad input' });
      const url = new URL(req.url, 'http://x');
      if (req.method === 'GET' && url.pathname === '/api/things/special') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<p>special</p>');
      }
      const id = url.pathname.match(/^\/api\/things\/([^/]+)$/)?.[1];
      if (req.method === 'GET' && id) {
        const count = url.searchParams.get('count');
        const badCount = count !== null && !(/^\d+$/.test(count) && Number(count) >= 1 && Number(count) <= 5);
        if (decodeURIComponent(id).length > 20 || badCount) return refuse();
        return id === 'lamp_1'
          ? send(200, { success: true, message: null, value: thing })
          : send(404, { success: false, message: 'No such thing' });
      }
      if (req.method === 'POST' && url.pathname === '/api/things') {
        let body;
        try {
          body = JSON.parse(text);
        } catch {
          return refuse();
        }
        const valid = validatorOf(spec)(spec.components.schemas.Thing, body);
        if (!valid && mutant !== 'lenient') return refuse();
        if (mutant === 'crash' && body.price > 500) return send(500, { success: false, message: 'boom' });
        return send(200, { success: true, message: null, value: { ...thing, ...(valid ? body : {}) } });
      }
      send(404, { success: false, message: 'not here' });
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function fuzzed(mutant, runs = 40) {
  const server = await backend(mutant);
  try {
    return await fuzz({
      spec,
      target: `http://127.0.0.1:${server.address().port}/api`,
      runs,
      seed: 1234,
      fixtures: { apply: (value) => value },
      requestExample: (operationId) => (operationId === 'addThing' ? thing : undefined),
      openSession: async () => ({ cookies: new Map([['XSRF-TOKEN', 't']]) }),
      signedIn: null,
    });
  } finally {
    server.close();
  }
}

const failures = (result) => result.records.filter((r) => r.outcome === 'failed');

describe('fuzz', () => {
  it('passes a backend that keeps the contract, a case per operation and kind', async () => {
    const result = await fuzzed(null);
    assert.deepEqual(failures(result), []);
    assert.deepEqual(result.records.map((r) => r.name).sort(), [
      'addThing -> fuzz invalid',
      'addThing -> fuzz valid',
      'getSpecial -> fuzz valid',
      'getThing -> fuzz invalid',
      'getThing -> fuzz valid',
    ]);
    assert.ok(result.requests >= 80);
  });

  it('fails a backend answering an undeclared status to invalid input, naming operation and status', async () => {
    const [first, ...rest] = failures(await fuzzed('undeclared'));
    assert.ok(first, 'no case failed');
    for (const record of [first, ...rest]) {
      assert.match(record.name, /^(getThing|addThing) -> fuzz invalid$/);
      assert.match(record.reason, /-> 422: invalid input must be refused with 400/);
      assert.match(record.reason, /-> 422: status 422 is not declared \(declared: 200, 400/);
      assert.match(record.reason, /--fuzz-seed 1234 --only (getThing|addThing)/);
    }
  });

  it('fails a backend that crashes on a valid value, with what was sent', async () => {
    const [record] = failures(await fuzzed('crash', 60));
    assert.equal(record?.name, 'addThing -> fuzz valid');
    assert.match(record.reason, /-> 500: a server error/);
    assert.match(record.reason, /-> 500: status 500 is not declared/);
    assert.match(record.reason, /sent: \{\} body \{.*"price":/);
  });

  it('fails a backend that takes invalid input, naming the field that was wrong', async () => {
    const [record] = failures(await fuzzed('lenient'));
    assert.equal(record?.name, 'addThing -> fuzz invalid');
    assert.match(
      record.reason,
      /-> 200: invalid input must be refused with 400\n {4}sent \(body [\w.[\]]+: /,
    );
  });
});
