// An operator's on-sale against a scalpers' script, small (issue 37; `npm run bench:surge --
// --scripts N` is the full one): two backend instances on one PostgreSQL database, trusting the load
// generator as their proxy (TRUST_PROXY=1: each shopper's address is its X-Forwarded-For), the
// concert section put on sale a few seconds after 100 shoppers and one script of 20 sessions from
// one address are released (scripts/surge.mjs, scripts/scalpers.mjs). Needs the built backend and a
// PostgreSQL server (BOXOFFICE_TEST_POSTGRES_URL; the test command starts one). Prints one line per
// check and 'N passed, M failed', and exits non-zero when one fails:
//   1. the sale itself: exactly the capacity sold, nothing oversold, every shopper a clear answer,
//      no error (5xx, dropped, timeouts, a cap per address refusing a shopper), no untold order;
//   2. nothing held or sold before the opening, by a shopper or by the script;
//   3. the script got no more than the limits allow (per address, per session), having been let in;
//   4. every try of the script to skip the line waited in line or was refused by a cap;
//   5. no hold renewed by removing the lines and adding them again (the cart's holdSecondsLeft read
//      before the removal and after the add: more than 1 s more is a renewal), some read;
//   6. no error in the script's calls;
//   7. the line let everyone in in the drawn order;
// and, without a server, the scripts' chance share in the draw (scriptsChanceShare, which bench:surge
// --repeat judges the shoppers' outcome by) for known figures.
import { createDatabase, startBackend } from './backend.mjs';
import { createScripts, ON_SALE_LIMIT_DEFAULTS, scriptsChanceShare } from './scalpers.mjs';
import { discoverTargets, errorsOf, runSurge, takenBeforeOpening } from './surge.mjs';

const serverUrl = process.env.BOXOFFICE_TEST_POSTGRES_URL;
if (!serverUrl) {
  console.error('BOXOFFICE_TEST_POSTGRES_URL must name a PostgreSQL server (npm test starts one)');
  process.exit(2);
}

const SHOPPERS = 100;
const ON_SALE_S = 3;
const SCRIPT = { count: 1, sessions: 20 };

const checks = [];
function check(name, ok, detail) {
  checks.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
}

// The chance share: 5 scripts, 1 place in the draw per address on each of 2 instances, 4 tickets a
// session, 8 an address: 40 asked in a band of 2,000 shoppers of 1 for 100 places, 100 x 40 / 2,040;
// no scripts, none; more places than the band asks for, all the scripts ask (one script: 8).
{
  const figures = {
    places: 100,
    shoppers: 2000,
    scripts: 5,
    sessionsEach: 50,
    scriptQuantity: 10,
    drawPerAddress: 1,
    instances: 2,
    perCustomer: 4,
    perAddress: 8,
  };
  const cases = [
    [figures, (100 * 40) / 2040],
    [{ ...figures, scripts: 0 }, 0],
    [{ ...figures, scripts: 1, shoppers: 20 }, 8],
    [{ ...figures, perAddress: 0, drawPerAddress: 3 }, (100 * 120) / 2120],
    [
      { ...figures, drawPerAddress: 0, linePerAddress: 10, perAddress: 0, perCustomer: 0 },
      (100 * 1000) / 3000,
    ],
  ];
  const wrong = cases
    .map(([input, expected]) => ({ input, expected, got: scriptsChanceShare(input) }))
    .filter((c) => Math.abs(c.got - c.expected) > 1e-9);
  check(
    "the scripts' chance share in the draw (scriptsChanceShare)",
    wrong.length === 0,
    wrong.length
      ? wrong.map((c) => `${JSON.stringify(c.input)}: ${c.got}, not ${c.expected}`).join('; ')
      : `${cases.length} cases, e.g. 5 scripts on 2 instances against 2,000 shoppers for 100 places: ${scriptsChanceShare(figures).toFixed(2)} tickets`,
  );
}

const { section } = await discoverTargets(['section']);
const database = await createDatabase(serverUrl, `boxoffice_scalpers_${process.pid}`);
const env = {
  DATABASE_URL: database,
  LOG_LEVEL: 'error',
  TRUST_PROXY: '1',
  BOXOFFICE_TEST_CONTROLS: '1',
  BOXOFFICE_ON_SALE_LIMIT: String(ON_SALE_LIMIT_DEFAULTS.perCustomer),
  BOXOFFICE_ON_SALE_ADDRESS_LIMIT: String(ON_SALE_LIMIT_DEFAULTS.perAddress),
};
const instances = [];
try {
  // One after the other: the second finds the schema migrated.
  instances.push(await startBackend({ env }));
  instances.push(await startBackend({ env }));
  const openOnSale = async () => {
    for (const { origin } of instances) {
      const answer = await fetch(`${origin}/test-controls/on-sale`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ item: section.performanceId, opensInSeconds: ON_SALE_S }),
      });
      if (!answer.ok) throw new Error(`the on-sale could not be set on ${origin}: ${answer.status}`);
    }
  };
  const run = await runSurge({
    apis: instances.map((i) => i.api),
    target: section,
    shoppers: SHOPPERS,
    deadlineMs: 45_000,
    onSaleS: ON_SALE_S,
    beforeRelease: openOnSale,
    scripts: createScripts({ ...SCRIPT, limits: ON_SALE_LIMIT_DEFAULTS }),
  });
  const s = run.scripts;
  const errors = errorsOf(run);
  check(
    `the sale: ${SHOPPERS} shoppers and a script of ${SCRIPT.sessions} sessions for ${run.capacity} places of a section, on-sale in ${ON_SALE_S} s`,
    run.sold === run.capacity &&
      run.oversold === 0 &&
      run.soldMatchesPlaced === true &&
      errors === 0 &&
      run.withoutClearAnswer === 0 &&
      run.untold === 0 &&
      run.ordersUnchecked === 0,
    `${run.sold ?? '?'} of ${run.capacity} sold (${run.placedTickets} to shoppers, ${s.taken} to the script), ${run.oversold ?? '?'} oversold, ${errors} errors, ${run.withoutClearAnswer} without a clear answer, ${run.untold} untold orders`,
  );
  const early = takenBeforeOpening(run);
  check(
    'nothing held or sold before the opening',
    early.holds === 0 && early.orders === 0,
    `${early.holds} holds, ${early.orders} orders before it (the script's: ${s.beforeOpening.holds} holds, ${s.beforeOpening.orders} orders)`,
  );
  check(
    'the script gets no more than its limits allow',
    s.adds > 0 &&
      s.sessions.unsure === 0 &&
      s.maxPerScript <= s.limits.perAddress &&
      s.maxPerSession <= s.limits.perCustomer,
    `${s.taken} places (${s.heldAtEnd} held, ${s.bought} bought; limit ${s.limits.perAddress} per address), at most ${s.maxPerSession} in a session (limit ${s.limits.perCustomer}); ${s.sessions.letIn} sessions let in made ${s.adds} adds${s.sessions.unsure ? `; ${s.sessions.unsure} sessions unread` : ''}`,
  );
  check(
    'every try of the script to skip the line waits in line or is refused by a cap',
    s.skips.tries > 0 && s.skips.pastGate === 0 && s.skips.took === 0,
    `${s.skips.tries} tries (${Object.entries(s.skips.byVector)
      .map(([vector, v]) => `${v.tries} '${vector}'`)
      .join(
        ', ',
      )}): ${s.skips.inLine} in line, ${s.skips.capped} refused by a cap, ${s.skips.pastGate} past the gate`,
  );
  const n = s.renewals;
  check(
    'removing the lines and adding them again never renews their hold',
    n.measured > 0 && n.renewed === 0,
    `${n.tried} sessions removed their lines, ${n.readded} added them again; the hold's time left read before and after in ${n.measured}: ${n.renewed} with more than 1 s more after (the most: ${n.maxIncreaseS ?? '-'} s)${n.unmeasured ? `, ${n.unmeasured} not read` : ''}`,
  );
  check("no error in the script's calls", s.errorsTotal === 0, `${s.errorsTotal} of ${s.calls} calls`);
  // The places taken before the opening are drawn when it opens, the same draw on both instances
  // (server/src/domain/waiting-room/draw.ts): let in in the drawn order, as the places told after it.
  check(
    'the line lets everyone in in the order of the places drawn at the opening',
    // (A shopper let in at its first ask after the opening is not counted: its last place was told
    // before the draw.)
    run.line.overtaken === 0,
    `${run.line.shoppers} waited, ${run.line.admitted} let in after being told a drawn place, ${run.line.overtaken} of them after a later place by over 5 s`,
  );
} catch (error) {
  check(
    'the run',
    false,
    String(error?.stack ?? error)
      .split('\n')
      .slice(0, 4)
      .join(' | '),
  );
} finally {
  for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGTERM');
}
const failed = checks.filter((c) => !c.ok).length;
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
