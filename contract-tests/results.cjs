// The run's transactions as records for the machine-readable reports (--report junit|json): one per
// transaction, named by operation and status, with its outcome and, for a failure, what was wrong
// (the field and the reason, as the proxy or the status check put it); and per operation, which of
// its documented statuses the server proved (a passing transaction) and which it never did.
const NOT_SELECTED = 'not selected with --only';

/** Dredd's test results as records: { name, operationId, method, path, status, outcome, reason }. */
function records(results, notes) {
  const of = (test, outcome) => {
    const id = test.title ?? test.name ?? '';
    const meta = notes.meta?.get(id);
    const status = meta?.status ?? Number(String(id).match(/\((\d{3})\)/)?.[1] ?? 0);
    const operationId = meta?.operationId ?? 'unknown';
    const unproducible = notes.unproducible?.get(id);
    if (outcome === 'skipped' && unproducible) outcome = 'unproducible';
    const reason =
      outcome === 'unproducible'
        ? unproducible.reason
        : outcome === 'failed'
          ? (notes.failures.get(id) ?? firstLines(test.message))
          : outcome === 'skipped'
            ? (notes.skips.get(id) ?? 'skipped by a hook')
            : null;
    return {
      name: `${operationId} -> ${status}`,
      operationId,
      method: meta?.method ?? null,
      path: meta?.path ?? null,
      status,
      outcome,
      reason,
    };
  };
  return [
    ...results.passed.map((t) => of(t, 'passed')),
    ...results.failed.map((t) => of(t, 'failed')),
    ...results.skipped.map((t) => of(t, 'skipped')),
  ].filter((r) => r.reason !== NOT_SELECTED);
}

/** Every operation of the bundled contract with the statuses it documents. */
function documentedStatuses(spec) {
  const ops = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!op?.operationId) continue;
      const statuses = Object.keys(op.responses ?? {})
        .filter((code) => /^\d{3}$/.test(code))
        .map(Number)
        .sort((a, b) => a - b);
      ops.push({ operationId: op.operationId, method: method.toUpperCase(), path, statuses });
    }
  }
  return ops;
}

/**
 * Per operation: the documented statuses a passing transaction proved, those no request can produce
 * (hooks.cjs UNPRODUCIBLE: reported, not sent) and those never proved.
 */
function coverage(spec, recs, only = null) {
  return documentedStatuses(spec)
    .filter((op) => !only || only.has(op.operationId))
    .map((op) => {
      const proved = new Set(
        recs.filter((r) => r.operationId === op.operationId && r.outcome === 'passed').map((r) => r.status),
      );
      const unproducible = new Set(
        recs
          .filter((r) => r.operationId === op.operationId && r.outcome === 'unproducible')
          .map((r) => r.status),
      );
      return {
        ...op,
        proved: op.statuses.filter((s) => proved.has(s)),
        unproducible: op.statuses.filter((s) => !proved.has(s) && unproducible.has(s)),
        notProved: op.statuses.filter((s) => !proved.has(s) && !unproducible.has(s)),
      };
    });
}

const xml = (text) =>
  String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 does not allow: control characters other than tab, LF and CR.
    .replace(/[^\t\n\r\u{20}-\u{10FFFF}]/gu, '');

/** JUnit XML: a test suite per operation, a test case per transaction. */
function junit(recs) {
  const byOp = new Map();
  for (const r of recs) byOp.set(r.operationId, [...(byOp.get(r.operationId) ?? []), r]);
  const count = (list, outcome) => list.filter((r) => r.outcome === outcome).length;
  const suites = [...byOp].map(([operationId, list]) => {
    const first = list[0];
    const title = first.method ? `${first.method} ${first.path} (${operationId})` : operationId;
    const cases = list.map((r) => {
      const open = `    <testcase classname="${xml(operationId)}" name="${xml(r.name)}">`;
      if (r.outcome === 'failed') {
        // The message on one line, fields and reasons included (CI views often show only it).
        const message = String(r.reason)
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .join(' ');
        return `${open}\n      <failure message="${xml(message)}">${xml(r.reason)}</failure>\n    </testcase>`;
      }
      if (r.outcome === 'unproducible')
        return `${open}\n      <skipped message="${xml(`not produced on request: ${r.reason}`)}"/>\n    </testcase>`;
      if (r.outcome === 'skipped')
        return `${open}\n      <skipped message="${xml(r.reason)}"/>\n    </testcase>`;
      return `${open}</testcase>`;
    });
    return `  <testsuite name="${xml(title)}" tests="${list.length}" failures="${count(list, 'failed')}" skipped="${count(list, 'skipped') + count(list, 'unproducible')}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const failures = count(recs, 'failed');
  const skipped = count(recs, 'skipped') + count(recs, 'unproducible');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="boxoffice-contract" tests="${recs.length}" failures="${failures}" skipped="${skipped}">\n${suites.join('\n')}\n</testsuites>\n`;
}

/** The JSON report: totals, the transactions and the per-operation coverage. */
function json(recs, cov) {
  const total = (outcome) => recs.filter((r) => r.outcome === outcome).length;
  return `${JSON.stringify(
    {
      passed: total('passed'),
      failed: total('failed'),
      skipped: total('skipped'),
      unproducible: total('unproducible'),
      transactions: recs,
      operations: cov,
    },
    null,
    2,
  )}\n`;
}

/** The coverage table the runner prints: only operations with a documented status never proved. */
function coverageTable(cov) {
  const gaps = cov.filter((op) => op.notProved.length > 0);
  const unproducible = new Map();
  for (const op of cov)
    for (const s of op.unproducible ?? []) unproducible.set(s, (unproducible.get(s) ?? 0) + 1);
  const notOnRequest = unproducible.size
    ? `\nNot produced on request (the reasons above): ${[...unproducible]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s} of ${n} operations`)
        .join(', ')}.`
    : '';
  if (gaps.length === 0)
    return `Every documented status of the ${cov.length} operations was proved${unproducible.size ? ' that a request can produce' : ''}.${notOnRequest}`;
  const rows = gaps.map(
    (op) =>
      `  ${`${op.method} ${op.path} (${op.operationId})`.padEnd(72)} proved ${op.proved.join(',') || '-'}; never ${op.notProved.join(',')}`,
  );
  return `Documented statuses this server never proved (${gaps.length} of ${cov.length} operations):\n${rows.join('\n')}${notOnRequest}`;
}

function firstLines(message) {
  const text = String(message ?? 'failed').trim();
  return text.split('\n').filter(Boolean).slice(0, 6).join('\n');
}

module.exports = {
  records,
  coverage,
  documentedStatuses,
  junit,
  json,
  coverageTable,
  firstLines,
  NOT_SELECTED,
};
