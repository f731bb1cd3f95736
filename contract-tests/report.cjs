// Prints the contract run's outcome for a backend developer: each failing operation and what was wrong,
// each skip and why, then the closing line `N passed, N failed, N skipped`, which counts the
// property-based phase's cases (fuzz.mjs: records, one per operation and kind) with Dredd's
// transactions. Returns the failure count.
const { firstLines, NOT_SELECTED } = require('./results.cjs');

function report(results, fuzzed = { records: [] }) {
  const notes = globalThis.__boxofficeContract ?? {
    ops: new Map(),
    meta: new Map(),
    skips: new Map(),
    failures: new Map(),
  };
  const label = (test) => {
    const name = test.title ?? test.name ?? '';
    const op = notes.ops.get(name);
    const code = String(name).match(/\((\d{3})\)/)?.[1];
    return op ? `${op} -> ${code ?? '?'}` : name;
  };
  const why = (test) => {
    const name = test.title ?? test.name ?? '';
    return notes.failures.get(name) ?? firstLines(test.message);
  };

  console.log('');
  const discovered = Object.entries(notes.discovered ?? {});
  if (discovered.length) {
    console.log('Fixtures discovered through the API:');
    for (const [name, value] of discovered) console.log(`  ${name}: ${JSON.stringify(value)}`);
    console.log('');
  }
  const problems = notes.problems ?? [];
  if (problems.length) {
    console.log(`Fixtures the story's values stood in for (${problems.length}):`);
    for (const problem of problems) console.log(`  ! ${problem}`);
    console.log('');
  }
  const reasonOf = (test) => notes.skips.get(test.title ?? test.name) ?? 'skipped by a hook';
  // Documented answers no request can bring about (hooks.cjs UNPRODUCIBLE): listed per status, why.
  const unproducibleOf = (test) => notes.unproducible?.get(test.title ?? test.name);
  const notOnRequest = results.skipped.filter(unproducibleOf);
  const skipped = results.skipped.filter((test) => !unproducibleOf(test));
  if (notOnRequest.length) {
    console.log(`Not produced on request (${notOnRequest.length}, neither passed nor failed):`);
    const byStatus = new Map();
    for (const test of notOnRequest) {
      const { status, reason } = unproducibleOf(test);
      const entry = byStatus.get(status) ?? { reason, ops: [] };
      entry.ops.push(
        label(test)
          .replace(/ -> \d{3}$/, '')
          .replace(/ \((\w+)\)$/, ' $1'),
      );
      byStatus.set(status, entry);
    }
    for (const [status, { reason, ops }] of [...byStatus].sort(([a], [b]) => a - b)) {
      console.log(`  ~ ${status} of ${ops.length} operations: ${reason}`);
      console.log(`      ${ops.map((op) => op.split(' ').at(-1)).join(', ')}`);
    }
    console.log('');
  }
  const listed = skipped.filter((test) => reasonOf(test) !== NOT_SELECTED);
  if (listed.length) {
    console.log(`Skipped (${listed.length}):`);
    for (const test of listed) console.log(`  - ${label(test)}: ${reasonOf(test)}`);
    console.log('');
  }
  if (results.failed.length) {
    console.log(`Failed (${results.failed.length}):`);
    for (const test of results.failed) {
      console.log(`  x ${label(test)}`);
      for (const line of String(why(test)).split('\n')) console.log(`      ${line}`);
    }
    console.log('');
  }
  const fuzz = (outcome) => fuzzed.records.filter((r) => r.outcome === outcome);
  if (fuzzed.records.length) {
    console.log(
      `Property-based phase (--fuzz ${fuzzed.runs}, --fuzz-seed ${fuzzed.seed}): ${fuzzed.requests} generated requests to ${new Set(fuzzed.records.map((r) => r.operationId)).size} operations in ${fuzzed.seconds} s, ${fuzz('passed').length} cases passed, ${fuzz('failed').length} failed, ${fuzz('skipped').length} skipped`,
    );
    if (fuzzed.dropped)
      console.log(
        `  (${fuzzed.dropped} generated requests the contract's own schemas refused were not sent as valid)`,
      );
    const title = (r) => (r.method ? `${r.method} ${r.path} (${r.name})` : r.name);
    for (const r of fuzz('skipped')) console.log(`  - ${title(r)}: ${r.reason}`);
    for (const r of fuzz('failed')) {
      console.log(`  x ${title(r)}`);
      for (const line of String(r.reason).split('\n')) console.log(`      ${line}`);
    }
    console.log('');
  }
  const failed = results.failed.length + fuzz('failed').length;
  console.log(
    `${results.passed.length + fuzz('passed').length} passed, ${failed} failed, ${skipped.length + fuzz('skipped').length} skipped, ${notOnRequest.length} not produced on request`,
  );
  return failed;
}

module.exports = { report };
