// The fixtures file: the template --print-fixtures writes, what a file may hold, and how a team's
// values replace the story's in a request (only in the fixture's fields, keeping each value's type).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const YAML = require('yaml');
const { FIXTURES, Fixtures, parseFixtures, template } = require('../fixtures.cjs');
const runner = join(dirname(fileURLToPath(import.meta.url)), '..', 'run.mjs');

const required = FIXTURES.filter((f) => !f.discover && !f.inRecipe);

test('the template holds every fixture with its comment; the ones the tests discover are commented out', () => {
  const text = template();
  for (const fixture of FIXTURES) {
    assert.ok(text.includes(`# ${fixture.about}`), `${fixture.name} has no comment`);
    const line = text.split('\n').find((l) => l.replace(/^# /, '').startsWith(`${fixture.name}:`));
    assert.ok(line, `${fixture.name} is not in the template`);
    assert.equal(line.startsWith('# '), Boolean(fixture.discover || fixture.inRecipe), fixture.name);
  }
  const parsed = parseFixtures(text, 'template.yaml');
  assert.deepEqual(
    Object.keys(parsed),
    required.map((f) => f.name),
  );
  assert.equal(parsed.dayProductId, 'prod_day');
  assert.equal(parsed.date, '2026-12-05');
  assert.equal(parsed.countryId, 80);
});

test('a fixtures file is JSON or YAML mapping known names to strings or numbers', () => {
  assert.deepEqual(parseFixtures('{"dayProductId": "p1", "countryId": 7}', 'f.json'), {
    dayProductId: 'p1',
    countryId: 7,
  });
  assert.throws(
    () => parseFixtures('dayProductID: p1', 'f.yaml'),
    /names fixtures that do not exist: dayProductID/,
  );
  assert.throws(() => parseFixtures('dayProductId: [p1]', 'f.yaml'), /must be a string or a number/);
  assert.throws(() => parseFixtures('- p1', 'f.yaml'), /must map fixture names to values/);
  assert.throws(() => parseFixtures('a: [', 'f.yaml'), /neither JSON nor YAML/);
  assert.equal(YAML.parse(template()).date, '2026-12-05');
});

test("a team's value replaces the story's only in the fixture's fields, keeping the request's types", () => {
  const fixtures = new Fixtures({ dayProductId: 'venue-42', countryId: '81', passValidationData: 5550100 });
  const request = {
    productId: 'prod_day',
    productIds: ['prod_day', 'prod_other'],
    extProductId: 'prod_day',
    note: 'prod_day',
    items: [{ productId: 'prod_day', productVariantId: 'var_day_adult' }],
    countryId: 80,
    validationData: '5125550142',
    phoneNumber: '5125550142',
  };
  assert.deepEqual(fixtures.apply(request), {
    productId: 'venue-42',
    productIds: ['venue-42', 'prod_other'],
    extProductId: 'venue-42',
    note: 'prod_day',
    items: [{ productId: 'venue-42', productVariantId: 'var_day_adult' }],
    countryId: 81,
    validationData: '5550100',
    phoneNumber: '5125550142',
  });
  assert.equal(fixtures.apply('prod_day', 'id'), 'prod_day');
  assert.equal(fixtures.value('dayProductId'), 'venue-42');
  assert.equal(fixtures.value('date'), '2026-12-05');
  assert.ok(fixtures.given('countryId'));
  assert.ok(!fixtures.given('date'));
});

test("without a fixtures file the story's values stay and nothing is discovered", async () => {
  const fixtures = new Fixtures(null);
  assert.deepEqual(fixtures.apply({ productId: 'prod_day' }), { productId: 'prod_day' });
  assert.deepEqual(await fixtures.resolve({ api: null, sessions: {} }), { problems: [], discovered: {} });
});

test('a fixtures file that lacks a value the tests cannot discover stops the run before it starts', async () => {
  const work = await mkdtemp(join(tmpdir(), 'boxoffice-fixtures-test-'));
  try {
    const file = join(work, 'ids.yaml');
    await writeFile(file, 'dayProductId: venue-42\n');
    const child = spawn(process.execPath, [runner, '--server', 'http://127.0.0.1:9/api', '--fixtures', file]);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    assert.equal(code, 1);
    assert.match(output, /lacks \d+ value\(s\) the tests cannot discover/);
    assert.match(output, /^ {2}date: a venue-local day/m);
    assert.doesNotMatch(output, /^ {2}dayProductId:/m);
    assert.doesNotMatch(output, /^ {2}performanceId:/m);
    assert.match(output, /^0 passed, 1 failed/m);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});
