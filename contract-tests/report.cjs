// Prints the contract run's outcome for a backend developer: each failing operation and what was wrong,
// each skip and why, then the closing line `N passed, N failed, N skipped`. Returns the failure count.
const { firstLines, NOT_SELECTED } = require('./results.cjs');

function report(results) {
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
  const listed = results.skipped.filter((test) => reasonOf(test) !== NOT_SELECTED);
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
  console.log(
    `${results.passed.length} passed, ${results.failed.length} failed, ${results.skipped.length} skipped`,
  );
  return results.failed.length;
}

module.exports = { report };
