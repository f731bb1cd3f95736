// Scalpers' scripts against an operator's on-sale (issue 37, 'A fair on-sale against scripts'), run
// beside the shoppers of a surge (scripts/surge.mjs, runSurge's `scripts`): for
// `npm run bench:surge -- --on-sale-s 10 --scripts N` and the test command's small run
// (scripts/scalpers-test.mjs). A script comes from one address (every session of it sends the same
// X-Forwarded-For, scriptAddress) and, with many sessions, each on one instance (dealt out in turn):
//
// 1. opens them all at the release, before the opening, its first calls going out a moment before the
//    crowd's (a script is ready and waiting: the worst case for the shoppers), and each asks for the
//    on-sale's performance at once: a script farms places in line (in a crowd, a new session takes
//    its place as it is made; the server lets one address hold 10 not yet reached per instance);
// 2. tries to skip the line until the sale opens, each session every way this script knows in turn:
//    the add to cart of the performance ('add'), the performance named only in the second line of an
//    add, without its product ('second line'), and a held place of another performance of the show
//    moved onto it ('move', cart/modify). Each try should be answered with a place in line (503) or
//    refused by a cap per address (429); one answered otherwise is past the gate, and one that holds
//    places before the opening is counted as taken before it (the goals: none);
// 3. asks again sooner than told (at most POLL_MS later) until let in, then hoards: adds of
//    `quantity` places (10: more than an on-sale's limit per customer, 8), again and again (`adds` at
//    most), each refusal read for what may still be added ('You may hold and buy at most 8 ...',
//    'At most 16 ... from one network ...', 'Not enough tickets remain');
// 4. removes its held lines of the performance and adds them again, the same places (`renewals`
//    times, the first at least RENEW_AFTER_MS after its first hold), as a script renews a hold before
//    it ends, and reads the cart's holdSecondsLeft (GET /cart) before the removal and after the add
//    again: more than 1 s more left is a hold renewed (the server keeps the first hold's end: a hold
//    lasts its time once; the goal: none);
// 5. pays for what it holds, one card entry per session (the provider's tokenize once), and ends.
//    A script stops once any of its sessions is told the places are gone, and every script a few
//    seconds after the last shopper has its answer (GRACE_MS): the sale is over for the crowd.
//
// After the run (`collect`), what each session holds (GET /cart) and bought (GET /order/details, its
// order) is read from the server: what the scripts got, against what the limits allow them.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  addOutcome,
  BeforeOpening,
  CARD,
  errorsOf,
  iframeSrc,
  inTurns,
  otherPerformance,
  patient,
  performanceContext,
  performanceDetail,
  refusalOf,
  retryAfterSeconds,
  runLabel,
  Shopper,
  SUBMIT,
  scriptAddress,
  TOKENIZE_PATH,
  value,
} from './surge.mjs';

/** The server's limits on an on-sale's performances by default (server/README.md): tickets held plus bought. */
export const ON_SALE_LIMIT_DEFAULTS = { perCustomer: 4, perAddress: 8 };

/** A script's ways by default: sessions, places per add, adds once in, renewals per session. */
export const SCRIPT_DEFAULTS = { sessions: 50, quantity: 10, adds: 6, renewals: 1 };

/** The ways a script tries to skip the line before the opening, in turn. */
const VECTORS = ['add', 'second line', 'move'];
/**
 * A session renews its hold no sooner than this after its first hold, so that a renewed hold would
 * show as more time left by well over the 1 s a reading rounds to.
 */
const RENEW_AFTER_MS = 3000;
/** A script asks again at most this long after an answer, whatever Retry-After says. */
const POLL_MS = 2000;
/** The scripts stop this long after the last shopper has its answer. */
const GRACE_MS = 3000;

const jitter = (ms) => Math.random() * ms;

/** A refusal's kind, for the tallies. */
function refusalKind(message) {
  const text = String(message ?? '');
  if (/from one network/i.test(text)) return 'limit per address';
  if (/may hold and buy at most/i.test(text)) return 'limit per customer';
  if (/remain|sold out/i.test(text)) return 'no places left';
  if (/just been taken/i.test(text)) return "the hold refused ('just been taken')";
  if (/hold on these tickets has ended/i.test(text)) return 'hold cool-down';
  if (/held too many different tickets/i.test(text)) return 'too many holds';
  if (/already in line/i.test(text)) return '429: too many of the network in line';
  if (/new visits/i.test(text)) return '429: too many new visits from the network';
  return text.replace(/\d{4,}/g, 'N').slice(0, 90);
}

const bump = (record, key, by = 1) => {
  record[key] = (record[key] ?? 0) + by;
};

/**
 * The tickets of `performanceId` in a GET /cart answer and their lines `{ id, quantity }`, how many
 * other lines the cart has, and its holdSecondsLeft (the first of its holds to end; null when not told).
 */
function cartHolding(answer, performanceId) {
  const lines = [];
  let others = 0;
  for (const group of answer.body?.value?.itemGroups ?? [])
    for (const item of group.items ?? [])
      if (item.performances?.some((p) => p.performanceId === performanceId))
        lines.push({ id: item.id, quantity: item.quantity ?? 0 });
      else others++;
  const left = answer.status === 200 ? answer.body?.value?.holdSecondsLeft : undefined;
  return {
    tickets: lines.reduce((n, l) => n + l.quantity, 0),
    lines,
    others,
    holdSecondsLeft: typeof left === 'number' ? left : null,
  };
}

/**
 * `count` scripts of `sessions` sessions each, for one run (runSurge's `scripts`). `limits`: what the
 * server allows per customer and per address on the on-sale's performances (0: no limit), for the
 * report. Answers `{ prepare, run, crowdDone, collect }` as runSurge calls them.
 */
export function createScripts({
  count,
  sessions = SCRIPT_DEFAULTS.sessions,
  quantity = SCRIPT_DEFAULTS.quantity,
  adds = SCRIPT_DEFAULTS.adds,
  renewals = SCRIPT_DEFAULTS.renewals,
  limits = ON_SALE_LIMIT_DEFAULTS,
}) {
  const scripts = Array.from({ length: count }, (_, index) => ({
    index,
    address: scriptAddress(index),
    soldOut: false,
    sessions: Array.from({ length: sessions }, () => {
      const shopper = new Shopper();
      shopper.address = scriptAddress(index);
      return Object.assign(shopper, {
        held: 0,
        everHeld: false,
        /** When it first held places (performance.now()), and the seats it holds (a seated show). */
        firstHeldAt: undefined,
        seatsHeld: [],
        bought: 0,
        submitted: false,
        placed: false,
        letInMs: undefined,
        opened: false,
        unsure: false,
      });
    }),
  }));
  let target = null;
  let decoy = null;
  let maxPerLine = 100;
  let seatsBefore = [];
  let stopAt = Number.POSITIVE_INFINITY;
  const tally = {
    visitsCapped: 0,
    lineCapped: 0,
    inLineAnswers: 0,
    busy: 0,
    skips: { tries: 0, inLine: 0, capped: 0, busy: 0, pastGate: 0, took: 0, byVector: {} },
    pastGateAnswers: {},
    adds: 0,
    refusals: {},
    renewals: {
      tried: 0,
      readded: 0,
      coolDown: 0,
      lost: 0,
      other: 0,
      // Of those added again: the hold's time left read before and after, more than 1 s more after
      // (renewed), the largest change seen (s), and those whose reading was missing or not theirs alone.
      measured: 0,
      renewed: 0,
      maxIncreaseS: null,
      unmeasured: 0,
    },
    payments: { tried: 0, placed: 0, refused: 0, refusals: {} },
    errors: { '5xx': 0, timeout: 0, dropped: 0, other: 0 },
    calls: 0,
  };
  const early = new BeforeOpening();

  /** What a script puts in a cart line: the target (a seat each for a seated show), `n` places. */
  const targetItems = (n, { seats = [], withProduct = true } = {}) =>
    target.showTypeId === 3
      ? seats.slice(0, n).map((seatId) => item(target, target.performanceId, seatId, 1, withProduct))
      : [item(target, target.performanceId, null, n, withProduct)];
  const addBody = (items) => ({ promotionCode: null, reSubmitContext: null, tags: [], saleFlowId: 1, items });

  /**
   * One call of a script's session, counted: its failures (5xx but a 503 that says when to come back,
   * timeouts, dropped connections) are the scripts' errors.
   */
  async function call(session, ctx, api, method, path, init) {
    session.timeoutMs = ctx.callTimeoutMs;
    const answer = await session.call(api, method, path, init);
    tally.calls++;
    if (answer.failure === 'timeout' || answer.failure === 'dropped') tally.errors[answer.failure]++;
    else if (answer.status === 503 && (answer.body?.waitingRoom || session.retryAfter !== null)) {
      // In line, or busy: told when to come back.
    } else if (answer.status >= 500) tally.errors['5xx']++;
    else if (answer.failure === 'bad json') tally.errors.other++;
    return answer;
  }

  /**
   * Free seats of the target (a seated show), shuffled: as the seat picker shows them now, or as they
   * were before the sale while the picker answers with a place in line.
   */
  async function freeSeats(session, ctx, api) {
    const detail = await call(session, ctx, api, 'POST', '/performance/performance-detail', {
      body: { productId: target.productId, performanceIds: [target.performanceId], ...performanceContext },
    });
    const seats =
      detail.status === 200 ? (detail.body?.value?.seats ?? []).map((s) => s.seatId) : [...seatsBefore];
    for (let i = seats.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [seats[i], seats[j]] = [seats[j], seats[i]];
    }
    return seats;
  }

  async function runSession(script, session, number, api, ctx) {
    const now = () => performance.now() - ctx.release;
    const over = () => script.soldOut || performance.now() >= stopAt || now() >= ctx.deadlineMs;
    const pause = async (ms) => {
      const left = Math.min(stopAt - performance.now(), ctx.deadlineMs - now());
      if (left > 0) await sleep(Math.min(ms, left));
    };
    const toldWhen = (cap) =>
      Math.min(cap, (retryAfterSeconds(session.retryAfter) ?? 1) * 1000) + jitter(500);
    const beforeOpening = () => now() < ctx.opening.fromMs;

    // 1. The session, at the release (the cap on new visits per address may refuse it for a while).
    while (!session.opened) {
      if (over()) return;
      const answer = await call(session, ctx, api, 'GET', '/session');
      if (answer.status === 200) session.opened = true;
      else if (answer.status === 429) {
        tally.visitsCapped++;
        await pause(toldWhen(10_000));
      } else await pause(answer.status === 503 ? toldWhen(POLL_MS) : 1000);
    }

    // 2 and 3. Into the sale: every way in turn before the opening, then the add until let in and
    // as long as it holds more.
    let want = Math.min(quantity, maxPerLine);
    // Each session starts with another way (the next in VECTORS), so that all are tried however
    // few the tries before the opening.
    let attempt = number;
    let decoyLine = null;
    let noDecoy = decoy === null;
    let seats = [];
    let addsLeft = adds;
    while (!over() && want > 0 && addsLeft > 0) {
      const before = beforeOpening();
      let vector = before ? VECTORS[attempt++ % VECTORS.length] : 'add';
      if (vector !== 'add' && noDecoy) vector = 'add';
      if (!before && decoyLine !== null) {
        // The sale is open: the place of the other performance goes back (a cart of two dates would
        // ask to confirm the target's).
        await call(session, ctx, api, 'POST', '/cart/modify', {
          body: { items: [{ id: decoyLine, quantity: 0 }], reSubmitContext: null },
        });
        decoyLine = null;
      }
      if (target.showTypeId === 3 && seats.length < want) seats = await freeSeats(session, ctx, api);
      let answer;
      // A seated show: as many seats as are free (a seat is one ticket).
      let asked = target.showTypeId === 3 ? Math.min(want, seats.length) : want;
      if (asked === 0) {
        script.soldOut = !before;
        if (!before) break;
        await pause(POLL_MS);
        continue;
      }
      if (vector === 'move' && decoyLine === null) {
        // A place of another performance first (not the sale's: it may be held before the opening).
        const held = await call(session, ctx, api, 'POST', '/cart/add', {
          body: addBody([item(target, decoy.performanceId, decoy.seatId, 1, true, decoy.sectionId)]),
        });
        if (held.status === 200 && held.body?.success) {
          const cart = await call(session, ctx, api, 'GET', '/cart');
          decoyLine = cartHolding(cart, decoy.performanceId).lines[0]?.id ?? null;
        }
        if (decoyLine === null) {
          // In line itself, or refused: this session tries the other ways.
          if (held.status !== 503 && held.status !== 429) noDecoy = true;
          await pause(POLL_MS / 2);
          continue;
        }
      }
      if (vector === 'move') {
        asked = 1;
        answer = await call(session, ctx, api, 'POST', '/cart/modify', {
          body: {
            items: [
              {
                id: decoyLine,
                quantity: 1,
                performanceId: target.performanceId,
                showCategoryId: target.sectionId ?? null,
              },
            ],
            reSubmitContext: null,
          },
        });
      } else if (vector === 'second line') {
        answer = await call(session, ctx, api, 'POST', '/cart/add', {
          body: addBody([
            item(target, decoy.performanceId, decoy.seatId, 1, true, decoy.sectionId),
            ...targetItems(asked, { seats, withProduct: false }),
          ]),
        });
      } else {
        answer = await call(session, ctx, api, 'POST', '/cart/add', {
          body: addBody(targetItems(asked, { seats })),
        });
      }
      const answeredMs = now();
      const inLine = answer.status === 503 && answer.body?.waitingRoom;
      const took = answer.status === 200 && answer.body?.success === true;
      if (answeredMs < ctx.opening.fromMs) {
        // A try to skip the line: it should wait in line, or be refused by a cap.
        const s = tally.skips;
        s.tries++;
        s.byVector[vector] ??= { tries: 0, inLine: 0, capped: 0, busy: 0, pastGate: 0, took: 0 };
        const v = s.byVector[vector];
        v.tries++;
        const kind = inLine
          ? 'inLine'
          : answer.status === 429
            ? 'capped'
            : answer.status === 503 || answer.failure
              ? 'busy'
              : 'pastGate';
        s[kind]++;
        v[kind]++;
        if (kind === 'pastGate')
          bump(tally.pastGateAnswers, `${vector}: ${answer.status} ${refusalKind(refusalOf(answer, ''))}`);
        if (took) {
          s.took++;
          v.took++;
        }
      }
      if (took) {
        const tickets = vector === 'second line' ? asked + 1 : asked;
        early.took(answeredMs, tickets, 'hold');
        session.letInMs ??= answeredMs;
        session.held += asked;
        session.everHeld = true;
        session.firstHeldAt ??= performance.now();
        if (target.showTypeId === 3 && vector !== 'move') session.seatsHeld.push(...seats.slice(0, asked));
        if (vector === 'move') decoyLine = null;
        if (!before) {
          tally.adds++;
          addsLeft--;
        }
        if (target.showTypeId === 3) seats = seats.slice(asked);
        // The places go on one line (the same ticket merges), which holds at most maxPerLine.
        else want = Math.min(want, maxPerLine - session.held);
        continue;
      }
      if (inLine) {
        tally.inLineAnswers++;
        session.place ??= answer.body.waitingRoom.place;
        await pause(toldWhen(POLL_MS));
        continue;
      }
      if (answer.status === 429) {
        if (/already in line/i.test(String(answer.body?.message))) tally.lineCapped++;
        else tally.visitsCapped++;
        await pause(toldWhen(5000));
        continue;
      }
      if (answer.status === 503 || answer.failure) {
        if (answer.status === 503) tally.busy++;
        await pause(answer.failure ? 1000 : toldWhen(POLL_MS));
        continue;
      }
      if (before) {
        // Past the gate, and refused all the same: the script tries again a moment later.
        await pause(POLL_MS / 2);
        continue;
      }
      // Let in: each refusal says how many more this session may add.
      session.letInMs ??= answeredMs;
      tally.adds++;
      addsLeft--;
      const result = addOutcome(answer, asked);
      bump(tally.refusals, refusalKind(result.message));
      if (result.outcome === 'limit') want = Math.min(want, result.left);
      else if (result.outcome === 'no' || result.outcome === 'taken') {
        // Not that many places left (a seat taken, for a seated show): fewer, down to none.
        if (asked <= 1 && result.outcome === 'no') script.soldOut = true;
        want = Math.floor(asked / 2);
        if (target.showTypeId === 3) seats = [];
      } else break;
    }

    // 4. Renewals: the held lines of the target removed and added again, the same places, a few
    // seconds after the first hold, the hold's time left read before and after.
    const seated = target.showTypeId === 3;
    if (renewals > 0 && session.held > 0 && session.firstHeldAt !== undefined) {
      const wait = session.firstHeldAt + RENEW_AFTER_MS - performance.now();
      const left = ctx.deadlineMs - now();
      if (wait > 0 && left > 0) await sleep(Math.min(wait, left));
    }
    for (let r = 0; r < renewals && session.held > 0 && now() < ctx.deadlineMs; r++) {
      const cart = await call(session, ctx, api, 'GET', '/cart');
      const holding = cartHolding(cart, target.performanceId);
      if (!holding.lines.length || (seated && !session.seatsHeld.length)) break;
      tally.renewals.tried++;
      const removed = await call(session, ctx, api, 'POST', '/cart/modify', {
        body: { items: holding.lines.map((l) => ({ id: l.id, quantity: 0 })), reSubmitContext: null },
      });
      if (!(removed.status === 200 && removed.body?.success)) {
        tally.renewals.other++;
        bump(tally.refusals, `renewal's removal: ${removed.status} ${refusalKind(refusalOf(removed, ''))}`);
        break;
      }
      session.held -= holding.tickets;
      const asked = seated ? session.seatsHeld.length : holding.tickets;
      const again = await call(session, ctx, api, 'POST', '/cart/add', {
        body: addBody(targetItems(asked, { seats: session.seatsHeld })),
      });
      const result = addOutcome(again, asked);
      if (result.outcome === 'yes') {
        tally.renewals.readded++;
        session.held += asked;
        // Renewed: more time left than before the removal (the reading rounds up to whole seconds,
        // and time has passed since: without a renewal it is the same or less).
        const after = cartHolding(await call(session, ctx, api, 'GET', '/cart'), target.performanceId);
        if (
          holding.holdSecondsLeft === null ||
          after.holdSecondsLeft === null ||
          holding.others > 0 ||
          after.others > 0
        )
          tally.renewals.unmeasured++;
        else {
          const increase = after.holdSecondsLeft - holding.holdSecondsLeft;
          tally.renewals.measured++;
          if (increase > 1) tally.renewals.renewed++;
          tally.renewals.maxIncreaseS = Math.max(tally.renewals.maxIncreaseS ?? increase, increase);
        }
        continue;
      }
      if (seated) session.seatsHeld = [];
      if (/hold on these tickets has ended/i.test(result.message ?? '')) tally.renewals.coolDown++;
      else if (result.outcome === 'no' || result.outcome === 'taken') tally.renewals.lost++;
      else {
        tally.renewals.other++;
        bump(tally.refusals, `renewal's add: ${refusalKind(result.message)}`);
      }
      break;
    }

    // 5. Pays for what it holds: one card entry.
    if (session.held > 0) await pay(session, api, ctx);
  }

  /** A call of the checkout until it has an answer (a busy 503 waited out), or null at the deadline. */
  async function persist(session, ctx, send) {
    while (performance.now() - ctx.release < ctx.deadlineMs) {
      const answer = await send();
      if (answer.status === 503 || answer.failure) {
        await sleep(
          answer.failure ? 1000 : Math.min(10_000, (retryAfterSeconds(session.retryAfter) ?? 1) * 1000),
        );
        continue;
      }
      return answer;
    }
    return null;
  }

  async function pay(session, api, ctx) {
    tally.payments.tried++;
    const refuse = (answer, step) => {
      tally.payments.refused++;
      bump(
        tally.payments.refusals,
        `${step}: ${answer ? `${answer.status} ${refusalKind(refusalOf(answer, ''))}` : 'the deadline'}`,
      );
    };
    const settings = await persist(session, ctx, () =>
      call(session, ctx, api, 'POST', '/cart/settings', { body: ctx.examples.settings }),
    );
    if (!(settings?.status === 200 && settings.body?.success !== false)) return refuse(settings, 'settings');
    const setup = await persist(session, ctx, () =>
      call(session, ctx, api, 'POST', '/payment/freedom-pay/setup'),
    );
    const src = setup?.status === 200 ? iframeSrc(setup.body?.iFrame) : undefined;
    if (!src) return refuse(setup, 'setup');
    const frame = new URL(src);
    const tokenized = await persist(session, ctx, () =>
      session.post(`${frame.origin}${TOKENIZE_PATH}`, {
        sessionKey: frame.searchParams.get('sessionKey') ?? setup.body.sessionKey,
        ...CARD,
      }),
    );
    if (!tokenized?.body?.paymentKey) return refuse(tokenized, 'tokenize');
    // What the order buys: the cart's places of the target, as the server has them now.
    const holding = cartHolding(await call(session, ctx, api, 'GET', '/cart'), target.performanceId);
    const headers = { 'Idempotency-Key': randomUUID() };
    session.submitted = true;
    const submitted = await persist(session, ctx, () =>
      call(session, ctx, api, 'POST', '/order/submit', {
        body: { paymentKey: tokenized.body.paymentKey, ...SUBMIT },
        headers,
      }),
    );
    if (submitted?.status === 200 && submitted.body?.success) {
      tally.payments.placed++;
      session.placed = true;
      session.bought = holding.tickets;
      session.held = 0;
      early.took(performance.now() - ctx.release, holding.tickets, 'order');
    } else refuse(submitted, 'submit');
  }

  return {
    count,
    sessionsEach: sessions,

    /** Before the run: the other performance the 'move' and 'second line' ways hold, the line's maximum. */
    async prepare({ apis, target: found }) {
      target = found;
      const probe = new Shopper();
      probe.address = scriptAddress(count);
      const other = await otherPerformance(apis[0], target, probe).catch(() => null);
      if (other) {
        let seatId = null;
        if (target.showTypeId === 3) {
          const detail = await performanceDetail(probe, apis[0], target, other.performanceId).catch(
            () => null,
          );
          seatId = detail?.seats?.[0]?.seatId ?? null;
        }
        decoy = target.showTypeId === 3 && seatId === null ? null : { ...other, seatId };
      }
      // The most one line of the target's ticket may have (its variant's maximum).
      const detail = await performanceDetail(probe, apis[0], target, target.performanceId).catch(() => null);
      const variants =
        target.showTypeId === 2
          ? await value(probe, apis[0], 'POST', '/performance/show-category-detail', {
              productId: target.productId,
              performanceId: target.performanceId,
              showCategoryId: target.sectionId,
              ...performanceContext,
            }).catch(() => [])
          : (detail?.productVariants ?? []);
      const variant = variants?.find((v) => v.id === target.variantId);
      maxPerLine = target.showTypeId === 3 ? quantity : Math.min(variant?.maxQuantity ?? 100, 100);
      // A seated show's seats as they are before the sale (its detail waits in line from then on).
      seatsBefore = (detail?.seats ?? []).map((s) => s.seatId);
      probe.close();
    },

    /** The scripts, released with the shoppers: resolves when every session has ended. */
    async run(ctx, apis) {
      early.opensFromMs = ctx.opening.fromMs;
      let turn = 0;
      await Promise.all(
        scripts.flatMap((script) =>
          script.sessions.map((session, number) => {
            const api = apis[turn++ % apis.length];
            return runSession(script, session, number, api, ctx).catch((error) => {
              tally.errors.other++;
              bump(tally.refusals, `load generator: ${String(error?.message ?? error).slice(0, 80)}`);
            });
          }),
        ),
      );
    },

    /** Every shopper has its answer: the scripts stop a moment later. */
    crowdDone() {
      stopAt = Math.min(stopAt, performance.now() + GRACE_MS);
    },

    /** What each script holds and bought, read from the server, and the run's tallies. */
    async collect(api, ctx) {
      const all = scripts.flatMap((script) => script.sessions.map((session) => ({ script, session })));
      await inTurns(all, 8, async ({ session }) => {
        if (!session.opened || !(session.everHeld || session.submitted)) return;
        const cart = await patient(session, api, 'GET', '/cart', undefined, { lineMs: 10_000 });
        if (cart.status === 200) session.heldEnd = cartHolding(cart, target.performanceId).tickets;
        else session.unsure = true;
        if (session.submitted) {
          const order = await patient(session, api, 'GET', '/order/details', undefined, { tries: 3 });
          if (order.status === 200 && order.body?.value) {
            if (!session.placed) {
              // An order the script was not told of (its submit timed out): its cart's places.
              session.placed = true;
              session.bought = session.held;
              session.untold = true;
            }
          } else if (order.status === 404) {
            if (session.placed) session.unsure = true;
          } else session.unsure = true;
        }
      });
      for (const { session } of all) session.close();
      const perScript = scripts.map((script) => {
        const got = script.sessions.map((s) => (s.heldEnd ?? 0) + (s.placed ? s.bought : 0));
        return {
          address: script.address,
          held: script.sessions.reduce((n, s) => n + (s.heldEnd ?? 0), 0),
          bought: script.sessions.reduce((n, s) => n + (s.placed ? s.bought : 0), 0),
          got: got.reduce((a, b) => a + b, 0),
          sessionsWithPlaces: got.filter((n) => n > 0).length,
          maxSession: Math.max(0, ...got),
        };
      });
      const sessions = all.map((x) => x.session);
      const letIn = sessions.filter((s) => s.letInMs !== undefined && s.letInMs >= ctx.opening.fromMs);
      const errorsTotal = Object.values(tally.errors).reduce((a, b) => a + b, 0);
      return {
        count,
        sessionsEach: sessions.length / Math.max(1, count),
        quantity,
        limits,
        allowed: limits.perAddress > 0 ? count * limits.perAddress : null,
        taken: perScript.reduce((n, p) => n + p.got, 0),
        heldAtEnd: perScript.reduce((n, p) => n + p.held, 0),
        bought: perScript.reduce((n, p) => n + p.bought, 0),
        maxPerScript: Math.max(0, ...perScript.map((p) => p.got)),
        maxPerSession: Math.max(0, ...perScript.map((p) => p.maxSession)),
        perScript,
        sessions: {
          opened: sessions.filter((s) => s.opened).length,
          visitsCapped: tally.visitsCapped,
          inLine: sessions.filter((s) => s.place !== undefined).length,
          lineCapped: tally.lineCapped,
          letIn: letIn.length,
          firstLetInMs: letIn.length ? Math.min(...letIn.map((s) => s.letInMs)) : null,
          unsure: sessions.filter((s) => s.unsure).length,
          untoldOrders: sessions.filter((s) => s.untold).length,
        },
        skips: tally.skips,
        pastGateAnswers: tally.pastGateAnswers,
        adds: tally.adds,
        refusals: Object.fromEntries(Object.entries(tally.refusals).sort((a, b) => b[1] - a[1])),
        renewals: tally.renewals,
        payments: tally.payments,
        beforeOpening: early.toJSON(),
        errors: tally.errors,
        errorsTotal,
        calls: tally.calls,
        stoppedAtMs: Number.isFinite(stopAt) ? stopAt - ctx.release : null,
      };
    },
  };
}

/** A cart line of `quantity` places of `performanceId` (a seat, a section) of the target's ticket. */
function item(target, performanceId, seatId, quantity, withProduct = true, sectionId = target.sectionId) {
  return {
    ...(withProduct ? { productId: target.productId } : {}),
    productVariantId: target.variantId,
    performances: [
      { selectionIndex: 1, performanceId, showCategoryId: sectionId ?? null, seatId: seatId ?? null },
    ],
    entitlementId: null,
    quantity,
  };
}

// ---------------------------------------------------------------------------------------------------
// The report

const seconds = (v) => (v === null || v === undefined ? '-' : `${(v / 1000).toFixed(1)} s`);
const pad = (text, width) => String(text).padEnd(width);

/** The scripts' part of a run's report (nothing for a run without scripts). */
export function formatScriptsReport(stats) {
  const s = stats.scripts;
  if (!s) return '';
  const lines = [
    `  scalpers' scripts (${s.count} x ${s.sessionsEach} sessions, one address each, adds of ${s.quantity}):`,
  ];
  const row = (label, v) => lines.push(`    ${pad(label, 38)}${v}`);
  const lim = (n) => (n > 0 ? n : 'none');
  row(
    'places got (held at the end + bought)',
    `${s.taken} (${s.heldAtEnd} + ${s.bought}); allowed ${s.allowed ?? 'any'} (${s.count} x ${lim(s.limits.perAddress)} per address)`,
  );
  row(
    'most per script / per session',
    `${s.maxPerScript} (limit ${lim(s.limits.perAddress)}) / ${s.maxPerSession} (limit ${lim(s.limits.perCustomer)}; no accounts: a session is a customer)`,
  );
  row(
    'per script (got: sessions with places)',
    s.perScript.map((p) => `${p.got}:${p.sessionsWithPlaces}`).join(' '),
  );
  row(
    'sessions',
    `${s.sessions.opened} opened (429 new visits: ${s.sessions.visitsCapped}); ${s.sessions.inLine} took a place in line (429 line full: ${s.sessions.lineCapped}); ${s.sessions.letIn} let in, the first ${seconds(s.sessions.firstLetInMs)} after the release`,
  );
  const k = s.skips;
  row(
    'line skipping before the opening',
    `${k.tries} tries: ${k.inLine} in line, ${k.capped} 429, ${k.busy} busy, ${k.pastGate} past the gate, ${k.took} took places`,
  );
  for (const [vector, v] of Object.entries(k.byVector))
    row(
      `  '${vector}'`,
      `${v.tries} tries: ${v.inLine} in line, ${v.capped} 429, ${v.pastGate} past the gate, ${v.took} took`,
    );
  for (const [what, n] of Object.entries(s.pastGateAnswers).slice(0, 4))
    row('  past the gate', `${n} x ${what}`);
  row(
    'adds once let in',
    `${s.adds}; refusals: ${
      Object.entries(s.refusals)
        .slice(0, 5)
        .map(([r, n]) => `${n} x ${r}`)
        .join('; ') || 'none'
    }`,
  );
  const r = s.renewals;
  row(
    'renewals (lines removed, added again)',
    `${r.tried}: ${r.readded} added again, ${r.coolDown} cool-down, ${r.lost} lost to others, ${r.other} other`,
  );
  row(
    '  hold renewed (>1 s more left after)',
    `${r.renewed} of ${r.measured} read before and after${r.maxIncreaseS === null ? '' : ` (the most: ${r.maxIncreaseS >= 0 ? '+' : ''}${r.maxIncreaseS} s)`}${r.unmeasured ? `; ${r.unmeasured} not read (no hold told, or other lines in the cart)` : ''}`,
  );
  const p = s.payments;
  row(
    'payments (one card entry a session)',
    `${p.tried}: ${p.placed} orders, ${p.refused} refused${
      p.refused
        ? ` (${Object.entries(p.refusals)
            .slice(0, 3)
            .map(([w, n]) => `${n} x ${w}`)
            .join('; ')})`
        : ''
    }`,
  );
  row('taken before the opening', `${s.beforeOpening.holds} holds, ${s.beforeOpening.orders} orders`);
  row(
    "errors in the scripts' calls",
    `${s.errorsTotal} (5xx ${s.errors['5xx']}, timeouts ${s.errors.timeout}, dropped ${s.errors.dropped}, other ${s.errors.other}) of ${s.calls} calls${s.sessions.unsure ? `; ${s.sessions.unsure} sessions' carts or orders unread` : ''}`,
  );
  return lines.join('\n');
}

/**
 * The tickets `scripts` scalpers' scripts may expect to take by chance in an on-sale's draw: the
 * places handed out before the opening are let in in a random order, and each address puts at most
 * `drawPerAddress` of them in the draw per instance (and at most `linePerAddress` places in line; 0:
 * no cap), so `drawn` = that x `instances` sessions of each script (at most its `sessionsEach`) are
 * in the band, each taking up to the limit per customer (`perCustomer`; what a script asks,
 * `scriptQuantity`, if less), a script up to the limit per address (`perAddress`). The band sells
 * its `places` in the drawn order, so each ticket asked for is as likely to be among those sold:
 * the scripts' expected share is places x scripts' demand / (scripts' demand + the crowd's,
 * `shoppers` x `shopperQuantity`), and never more than their demand (all of it when the places
 * outnumber the band's demand). The shoppers' expected loss to the scripts, in tickets.
 */
export function scriptsChanceShare({
  places,
  shoppers,
  shopperQuantity = 1,
  scripts,
  sessionsEach = Number.POSITIVE_INFINITY,
  scriptQuantity = Number.POSITIVE_INFINITY,
  drawPerAddress = 1,
  linePerAddress = 10,
  instances = 1,
  perCustomer = ON_SALE_LIMIT_DEFAULTS.perCustomer,
  perAddress = ON_SALE_LIMIT_DEFAULTS.perAddress,
}) {
  if (!(scripts > 0) || !(places > 0)) return 0;
  const cap = (n) => (n > 0 ? n : Number.POSITIVE_INFINITY);
  const drawn = Math.min(Math.min(cap(drawPerAddress), cap(linePerAddress)) * instances, sessionsEach);
  const perScript = Math.min(drawn * Math.min(cap(perCustomer), scriptQuantity), cap(perAddress));
  const demand = scripts * perScript;
  if (!Number.isFinite(demand)) return places;
  return Math.min(demand, (places * demand) / (demand + shoppers * shopperQuantity));
}

/** `{ n, mean, sd, min, max }` of `values` (sd: the sample's, null for fewer than two). */
function spread(values) {
  const n = values.length;
  if (!n) return { n, mean: null, sd: null, min: null, max: null };
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const sd = n > 1 ? Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1)) : null;
  return { n, mean, sd, min: Math.min(...values), max: Math.max(...values) };
}

/** The pooled standard deviation of two samples' spreads (null unless both have two or more). */
function pooledSd(a, b) {
  if (!(a.n > 1 && b.n > 1)) return null;
  return Math.sqrt(((a.n - 1) * a.sd ** 2 + (b.n - 1) * b.sd ** 2) / (a.n + b.n - 2));
}

/**
 * The runs repeated without and with scripts (bench:surge --repeat), grouped per configuration
 * (store, instances, target, card latency, holds, pace, shoppers): the shoppers' tickets sold without
 * and with the scripts, the scripts' tickets, their share by chance (scriptsChanceShare; `caps`:
 * the server's `drawPerAddress` and `linePerAddress`) and the goal: with-scripts mean >= without
 * mean - the chance share - 2 x the pooled sd (judged with two runs or more of each).
 */
export function fairnessSummary(runs, caps = {}) {
  const groups = new Map();
  for (const r of runs.filter((r) => !r.broken && r.onSaleS > 0 && r.scriptCount !== undefined)) {
    const key = [
      r.store,
      r.instances,
      r.target,
      r.cardLatencyMs ?? 0,
      r.holdSeconds,
      r.onSalePace ?? 0,
      r.shoppers,
    ].join('|');
    if (!groups.has(key)) groups.set(key, { label: r, without: [], with: [] });
    groups.get(key)[r.scripts ? 'with' : 'without'].push(r);
  }
  const summaries = [];
  for (const { label, without, with: withScripts } of groups.values()) {
    if (!withScripts.length) continue;
    const s = withScripts[0].scripts;
    const all = [...without, ...withScripts];
    const places = all.reduce((n, r) => n + (r.capacity ?? 0), 0) / all.length;
    const chance = scriptsChanceShare({
      places,
      shoppers: label.shoppers,
      shopperQuantity: label.quantity ?? 1,
      scripts: s.count,
      sessionsEach: s.sessionsEach,
      scriptQuantity: s.quantity,
      drawPerAddress: caps.drawPerAddress ?? 1,
      linePerAddress: caps.linePerAddress ?? 10,
      instances: label.instances ?? 1,
      perCustomer: s.limits.perCustomer,
      perAddress: s.limits.perAddress,
    });
    const a = spread(without.map((r) => r.placedTickets));
    const b = spread(withScripts.map((r) => r.placedTickets));
    const sd = pooledSd(a, b);
    const floor = sd === null ? null : a.mean - chance - 2 * sd;
    summaries.push({
      label,
      scriptCount: s.count,
      places,
      without: a,
      with: b,
      scripts: spread(withScripts.map((r) => r.scripts.taken)),
      allowed: s.allowed,
      chance,
      sd,
      floor,
      met: floor === null ? null : b.mean >= floor,
    });
  }
  return summaries;
}

const fixed = (v, digits = 1) => (v === null || v === undefined ? '-' : v.toFixed(digits));
const spreadText = (x) =>
  x.n
    ? `${fixed(x.mean)} (sd ${fixed(x.sd)}, ${x.min}-${x.max}, ${x.n} run${x.n === 1 ? '' : 's'})`
    : 'no run';

/** fairnessSummary's lines, one block per configuration. */
export function formatFairnessSummary(summaries) {
  const lines = [];
  for (const f of summaries) {
    lines.push(`  ${runLabel({ ...f.label, scriptCount: f.scriptCount })} (${fixed(f.places, 0)} places):`);
    lines.push(`    shoppers' tickets without the scripts  ${spreadText(f.without)}`);
    lines.push(`    shoppers' tickets with the scripts     ${spreadText(f.with)}`);
    lines.push(
      `    the scripts' tickets                   ${spreadText(f.scripts)}; allowed ${f.allowed ?? 'any'}; by chance in the draw ${fixed(f.chance)}`,
    );
    lines.push(
      f.floor === null
        ? '    goal (with >= without - chance - 2 x pooled sd): not judged, it needs two runs or more of each (--repeat 2)'
        : `    goal: with ${fixed(f.with.mean)} >= without ${fixed(f.without.mean)} - chance ${fixed(f.chance)} - 2 x pooled sd ${fixed(f.sd)} = ${fixed(f.floor)}: ${f.met ? 'met' : 'not met'}`,
    );
  }
  return lines.join('\n');
}

/** fairnessSummary's goals, judged (two runs or more of each), as checkScriptGoals' (kind 'scripts'). */
export function fairnessGoals(summaries) {
  return summaries
    .filter((f) => f.met !== null)
    .map((f) => ({
      kind: 'scripts',
      goal: `${runLabel({ ...f.label, scriptCount: f.scriptCount })}: the shoppers' tickets with the scripts are those without, less the scripts' chance share, within 2 sd`,
      met: f.met,
      detail: `with ${fixed(f.with.mean)}, without ${fixed(f.without.mean)}, chance ${fixed(f.chance)}, pooled sd ${fixed(f.sd)}: at least ${fixed(f.floor)} over ${f.without.n} and ${f.with.n} runs`,
    }));
}

/** The honest shoppers' figures of a run: tickets sold to them, who got places, when they knew. */
const honest = (r) => ({
  sold: r.placedTickets,
  got: r.placedOrders,
  p50: r.answers?.p50 ?? null,
  p99: r.answers?.p99 ?? null,
});

/** One row per run with an on-sale: the shoppers' outcome without and with scripts, side by side. */
export function formatScriptsTable(runs) {
  const columns = [
    ['store', 10, (r) => r.store],
    ['target', 8, (r) => r.target],
    ['pace', 6, (r) => r.onSalePace || '-'],
    ...(runs.some((r) => r.repeat) ? [['run', 5, (r) => r.repeat ?? '-']] : []),
    ['scripts', 9, (r) => (r.scripts ? `${r.scripts.count}x${r.scripts.sessionsEach}` : 0)],
    ['capacity', 9, (r) => r.capacity ?? '?'],
    ['honest sold', 12, (r) => honest(r).sold],
    ['got places', 11, (r) => `${honest(r).got}/${r.shoppers}`],
    ['answer p50/p99', 15, (r) => `${seconds(honest(r).p50)}/${seconds(honest(r).p99)}`],
    [
      'scripts got/allowed',
      20,
      (r) => (r.scripts ? `${r.scripts.taken}/${r.scripts.allowed ?? 'any'}` : '-'),
    ],
    [
      'max script',
      11,
      (r) => (r.scripts ? `${r.scripts.maxPerScript}/${r.scripts.limits.perAddress || '-'}` : '-'),
    ],
    [
      'max session',
      12,
      (r) => (r.scripts ? `${r.scripts.maxPerSession}/${r.scripts.limits.perCustomer || '-'}` : '-'),
    ],
    [
      'skips (past gate)',
      18,
      (r) => (r.scripts ? `${r.scripts.skips.tries} (${r.scripts.skips.pastGate})` : '-'),
    ],
    ['renewed', 9, (r) => (r.scripts ? `${r.scripts.renewals.renewed}/${r.scripts.renewals.measured}` : '-')],
    [
      'pre-open',
      9,
      (r) => {
        const b = r.beforeOpening ?? { holds: 0, orders: 0 };
        const sb = r.scripts?.beforeOpening ?? { holds: 0, orders: 0 };
        return b.holds + b.orders + sb.holds + sb.orders;
      },
    ],
    ['errors', 8, (r) => errorsOf(r) + (r.scripts?.errorsTotal ?? 0)],
    ['sold out in', 12, (r) => (r.sellOutMs === null ? 'not sold out' : seconds(r.sellOutMs))],
  ];
  const lines = [columns.map(([name, w]) => pad(name, w)).join('')];
  for (const run of runs.filter((r) => !r.broken && r.onSaleS > 0))
    lines.push(columns.map(([, w, get]) => pad(get(run), w)).join(''));
  return lines.join('\n');
}

/**
 * The scripts' goals, each `{ kind: 'scripts', goal, met, detail }`: per run with scripts, what they got within the
 * limits (per address, per session), every try to skip the line stopped at the gate, no hold
 * renewed by removing lines and adding them again (with holds on), no error in their calls. (Nothing taken before the opening, by anyone, is surge.mjs checkGoals'.)
 */
export function checkScriptGoals(runs) {
  const goals = [];
  for (const r of runs.filter((r) => !r.broken && r.scripts)) {
    const s = r.scripts;
    const over = [];
    if (s.limits.perAddress > 0 && s.maxPerScript > s.limits.perAddress)
      over.push(`a script got ${s.maxPerScript} (limit ${s.limits.perAddress} per address)`);
    if (s.limits.perCustomer > 0 && s.maxPerSession > s.limits.perCustomer)
      over.push(`a session got ${s.maxPerSession} (limit ${s.limits.perCustomer})`);
    if (s.sessions.unsure) over.push(`${s.sessions.unsure} sessions unread`);
    goals.push({
      kind: 'scripts',
      goal: `${runLabel(r)}: the scripts get no more than their limits allow`,
      met: over.length === 0,
      detail:
        over.join(', ') ||
        `${s.taken} of ${s.allowed ?? 'any'} allowed; at most ${s.maxPerScript} per script, ${s.maxPerSession} per session`,
    });
    goals.push({
      kind: 'scripts',
      goal: `${runLabel(r)}: every try to skip the line waits in line or is refused by a cap`,
      met: s.skips.pastGate === 0 && s.skips.took === 0,
      detail: `${s.skips.tries} tries, ${s.skips.pastGate} past the gate, ${s.skips.took} took places`,
    });
    // With holds (BOXOFFICE_HOLD_SECONDS > 0): a line removed and added again keeps its first end.
    if (r.holdSeconds !== 0) {
      const n = s.renewals;
      goals.push({
        kind: 'scripts',
        goal: `${runLabel(r)}: 0 holds renewed by removing a line and adding it again`,
        met: n.renewed === 0 && (n.readded === 0 || n.measured > 0),
        detail: `${n.renewed} renewed of ${n.measured} read before and after (${n.readded} added again of ${n.tried} removed${n.unmeasured ? `, ${n.unmeasured} not read` : ''})`,
      });
    }
    goals.push({
      kind: 'scripts',
      goal: `${runLabel(r)}: 0 errors in the scripts' calls`,
      met: s.errorsTotal === 0,
      detail: `${s.errorsTotal} of ${s.calls} calls`,
    });
  }
  return goals;
}
