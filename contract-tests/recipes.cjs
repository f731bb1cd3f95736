// The state a successful call needs, made before Dredd sends it: a cart line before modify, a pass
// before its update, an order before its lookup, a reservation before its steps. Each recipe makes its
// setup calls through the validating proxy with the contract's own request examples (STORY.md's data,
// or the team's values from its fixtures file), then points the transaction at the ids the backend
// really gave. A recipe may return { skip: reason }.
const { randomUUID } = require('node:crypto');
const { bookableEntryTimes } = require('./fixtures.cjs');

// A 1x1 PNG: the smallest valid pass photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
// A 1x1 JPEG, for the photo transaction that expects image/jpeg back.
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** Whether a recipe finds this fixture itself: a fixtures file is given and leaves it out. */
const discovers = (ctx, name) => Boolean(ctx.fixtures.file) && !ctx.fixtures.given(name);

const firstItemIds = (cart) =>
  (cart?.value?.itemGroups ?? []).flatMap((g) => (g.items ?? []).map((i) => i.id));

async function addTickets({ api, session }) {
  await api.call(session, 'POST', '/cart/add', { ...api.requestExample('addToCart'), reSubmitContext: null });
}

async function cartReadyToPay(ctx) {
  await addTickets(ctx);
  await ctx.api.call(ctx.session, 'POST', '/cart/settings', ctx.api.requestExample('saveCartSettings'));
}

async function placeOrder(ctx) {
  await cartReadyToPay(ctx);
  await ctx.api.call(ctx.session, 'POST', '/order/submit', ctx.api.requestExample('submitOrder'));
  const details = await ctx.api.call(ctx.session, 'GET', '/order/details');
  return details.value;
}

/** Signed-in recipes run in the signed-in session; without one they cannot run. */
function signedIn(ctx) {
  if (!ctx.sessions.signedIn) return false;
  ctx.session = ctx.sessions.signedIn;
  return true;
}
const NEEDS_SIGN_IN = { skip: 'needs a signed-in session: give one with --signed-in-cookie' };

async function cartPasses(ctx) {
  await ctx.api.call(ctx.session, 'POST', '/cart/add-pass-with-product', {
    ...ctx.api.requestExample('addPassWithProduct'),
    reSubmitContext: null,
  });
  const result = await ctx.api.call(ctx.session, 'GET', '/cart/pass');
  return result.value.passes;
}

async function newPassId(ctx) {
  const result = await ctx.api.call(ctx.session, 'POST', '/cart/add-new-pass');
  return result.value;
}

/** Selects a linked ticket for upgrade; resolves to the upgrade pass it put in the cart. */
async function upgradePassId(ctx) {
  const selection = ctx.api.requestExample('selectUpgrade');
  selection.selections[0].id = await upgradeTicketId(ctx);
  await ctx.api.call(ctx.session, 'POST', '/upgrade/select', selection);
  const { value } = await ctx.api.call(ctx.session, 'GET', '/cart/pass');
  return (value.passes.find((p) => p.isTicketUpgrade) ?? value.passes[0])?.extCartTicketId;
}

/** A ticket linked to the account for upgrade, eligible if one is (GET /upgrade/linked-upgrade-ticket). */
async function upgradeTicketId(ctx) {
  const { value } = await ctx.api.call(ctx.session, 'GET', '/upgrade/linked-upgrade-ticket');
  return (value.find((t) => t.eligibleForUpgrade) ?? value[0])?.id;
}

async function reservationBegun(ctx) {
  ctx.session = await ctx.api.openSession('fresh');
  await ctx.api.call(ctx.session, 'POST', '/reservation/begin', ctx.api.requestExample('beginReservation'));
}

async function reservationWithTicket(ctx) {
  await reservationBegun(ctx);
  const added = await ctx.api.call(
    ctx.session,
    'POST',
    '/reservation/ticket',
    ctx.api.requestExample('addReservationTicket'),
  );
  return added.value;
}

async function reservationValidated(ctx) {
  const ticket = await reservationWithTicket(ctx);
  const finalize = ctx.api.requestExample('finalizeReservationTickets');
  finalize.entitlements = finalize.entitlements.map((e) => ({ ...e, reservationTicketId: ticket.id }));
  await ctx.api.call(ctx.session, 'POST', '/reservation/ticket-finalize', finalize);
}

async function reservationOnProperty(ctx) {
  await reservationValidated(ctx);
  const property = ctx.api.requestExample('setReservationProperty');
  await ctx.api.call(ctx.session, 'PUT', '/reservation/property', property);
}

/**
 * A reservation with an entry time, made once and shared by the calls that need one: each session's
 * reservation holds its pass on the time it books, which closes that day to the same pass in every
 * later session. The entry time is found through the calendar, since the example's day is closed by
 * then (setReservationPerformance booked it).
 */
async function reservationWithVisit(ctx) {
  if (ctx.sessions.withVisit) {
    ctx.session = ctx.sessions.withVisit;
    return undefined;
  }
  await reservationOnProperty(ctx);
  const { value: days } = await ctx.api.call(ctx.session, 'GET', '/reservation/performance');
  const [bookable] = bookableEntryTimes(days);
  if (!bookable)
    return { skip: 'the reservation calendar has no bookable entry time left for the example pass' };
  await ctx.api.call(ctx.session, 'PUT', '/reservation/performance', {
    performanceId: bookable.time.id,
    bringAFriendDayTicketCount: Math.min(1, bookable.day.maxBringAFriendDayTicketCount),
  });
  ctx.sessions.withVisit = ctx.session;
  return undefined;
}

/** Sets a multipart body with one file in field uploadFile (Dredd has no example to send for it). */
function multipartFile(transaction, filename = 'holder.png', type = 'image/png', bytes = PNG) {
  const boundary = `----boxoffice-${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="uploadFile"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  transaction.request.body = body.toString('base64');
  transaction.request.bodyEncoding = 'base64';
  transaction.request.headers['Content-Type'] = `multipart/form-data; boundary=${boundary}`;
}

const recipes = {
  // --- cart ---
  async modifyCart(ctx) {
    await addTickets(ctx);
    const ids = firstItemIds(await ctx.api.call(ctx.session, 'GET', '/cart'));
    const body = ctx.api.body(ctx.transaction);
    body.items = body.items
      .slice(0, Math.max(1, ids.length))
      .map((item, i) => ({ ...item, id: ids[i] ?? item.id }));
    ctx.api.setBody(ctx.transaction, { ...body, reSubmitContext: null });
  },
  async setInstallmentBilling(ctx) {
    if (!signedIn(ctx)) return NEEDS_SIGN_IN;
    await cartPasses(ctx);
  },
  async clearInstallmentBilling(ctx) {
    if (!signedIn(ctx)) return NEEDS_SIGN_IN;
    await cartPasses(ctx);
    await ctx.api.call(ctx.session, 'POST', '/cart/set-installment-billing');
  },

  // --- passes (all login required: the hooks already chose the signed-in session) ---
  async uploadCartPassImage(ctx) {
    ctx.api.setPath(ctx.transaction, ctx.op, { id: await newPassId(ctx) });
    multipartFile(ctx.transaction);
  },
  async getCartPassImage(ctx) {
    const id = await newPassId(ctx);
    // The photo comes back as it was uploaded: upload the type this transaction expects.
    const expected = Object.entries(ctx.transaction.expected?.headers ?? {}).find(
      ([name]) => name.toLowerCase() === 'content-type',
    )?.[1];
    const jpeg = String(expected).includes('jpeg');
    const path = `/cart/pass/${encodeURIComponent(id)}/image`;
    await ctx.api.upload(
      ctx.session,
      path,
      'uploadFile',
      jpeg ? JPEG : PNG,
      jpeg ? 'holder.jpg' : 'holder.png',
    );
    ctx.api.setPath(ctx.transaction, ctx.op, { id });
  },
  async removePass(ctx) {
    ctx.api.setBody(ctx.transaction, { extCartTicketId: await newPassId(ctx) });
  },
  async updatePassProducts(ctx) {
    const passes = await cartPasses(ctx);
    const body = ctx.api.body(ctx.transaction);
    // A product the backend offers each pass's holder: a variant's ages rule which (the example's
    // adult pass is not for addPassWithProduct's child), so the choice is read, not assumed.
    const chosen = [];
    for (const [i, p] of body.passes.entries()) {
      const pass = passes[i];
      if (!pass) {
        chosen.push(p);
        continue;
      }
      const { value } = await ctx.api.call(ctx.session, 'POST', '/product/pass-renewal-product', {
        id: pass.extCartTicketId,
        isRenewal: false,
      });
      const offered = value.products.flatMap((product) => product.variants.map((v) => v.extProductVariantId));
      const other = offered.find((id) => id !== pass.selectedExtProductVariantId) ?? offered[0];
      chosen.push({
        ...p,
        extCartTicketId: pass.extCartTicketId,
        extProductVariantId: other ?? p.extProductVariantId,
      });
    }
    ctx.api.setBody(ctx.transaction, { ...body, passes: chosen });
  },
  async finalizePassDemographics(ctx) {
    const passes = await cartPasses(ctx);
    const holder = ctx.api.requestExample('updateCartPass');
    for (const pass of passes) {
      await ctx.api.call(
        ctx.session,
        'POST',
        `/cart/pass/${encodeURIComponent(pass.extCartTicketId)}`,
        holder,
      );
    }
  },
  async getPassRenewalProducts(ctx) {
    const passes = await cartPasses(ctx);
    ctx.api.setBody(ctx.transaction, { ...ctx.api.body(ctx.transaction), id: passes[0]?.extCartTicketId });
  },
  async getTicketUpgradeProducts(ctx) {
    const id = await upgradePassId(ctx);
    ctx.api.setBody(ctx.transaction, { ...ctx.api.body(ctx.transaction), id });
  },
  async getUpgradePassProducts(ctx) {
    ctx.api.setPath(ctx.transaction, ctx.op, { extCartTicketId: await upgradePassId(ctx) });
  },

  // --- account and upgrades ---
  async unlinkPass(ctx) {
    // Links the example pass unless it is linked already: linkPass's 429 transaction, just before,
    // has used up this account's wrong tries (and a backend need not check them on a pass it holds).
    const example = ctx.api.requestExample('linkPass');
    const held = async () =>
      (await ctx.api.call(ctx.session, 'GET', '/account/linked-pass-details')).value.linkedPasses;
    const samePass = (p) => p.platformAccountId.toUpperCase() === example.passholderId.toUpperCase();
    if (!(await held()).some(samePass))
      await ctx.api.call(ctx.session, 'POST', '/account/link-pass', example);
    const pass = (await held()).at(-1);
    ctx.api.setBody(ctx.transaction, { extUserAccountTicketId: pass?.extUserAccountTicketId });
  },
  async removeLinkedUpgradeTicket(ctx) {
    await ctx.api.call(
      ctx.session,
      'POST',
      '/upgrade/link-upgrade-ticket',
      ctx.api.requestExample('linkUpgradeTicket'),
    );
    const { value } = await ctx.api.call(ctx.session, 'GET', '/upgrade/linked-upgrade-ticket');
    ctx.api.setBody(ctx.transaction, { id: value.at(-1)?.id });
  },
  async selectUpgrade(ctx) {
    const body = ctx.api.body(ctx.transaction);
    body.selections = [{ ...body.selections[0], id: await upgradeTicketId(ctx) }];
    ctx.api.setBody(ctx.transaction, body);
  },
  async addRenewalPass(ctx) {
    const { value } = await ctx.api.call(ctx.session, 'GET', '/account/tenant-pass-renewable');
    if (value.length)
      ctx.api.setBody(ctx.transaction, { extUserAccountTicketIds: [value[0].extUserAccountTicketId] });
  },

  // --- payment and orders ---
  async processFreedomPayCard(ctx) {
    await cartReadyToPay(ctx);
    const setup = await ctx.api.call(ctx.session, 'POST', '/payment/freedom-pay/setup');
    ctx.api.setBody(ctx.transaction, { ...ctx.api.body(ctx.transaction), sessionKey: setup.sessionKey });
  },
  async submitUpliftOrder(ctx) {
    await cartReadyToPay(ctx);
    await ctx.api.call(ctx.session, 'POST', '/payment/uplift/setup');
  },
  async getTicketBarcode(ctx) {
    const order = await placeOrder(ctx);
    ctx.api.setPath(ctx.transaction, ctx.op, { ticketingReservationCode: order.ticketingReservationCode });
  },
  async getExternalOrderDetails(ctx) {
    const order = await placeOrder(ctx);
    ctx.session = await ctx.api.openSession('fresh');
    ctx.api.setBody(ctx.transaction, {
      extOrderTokenId: order.extOrderTokenId,
      token: order.token,
      phoneNumber: null,
    });
  },
  async getExternalDigitalTickets(ctx) {
    const order = await placeOrder(ctx);
    ctx.session = await ctx.api.openSession('fresh');
    ctx.api.setQuery(ctx.transaction, 'extOrderTokenId', order.extOrderTokenId);
    ctx.api.setQuery(ctx.transaction, 'token', order.token);
  },

  // --- reservation wizard ---
  async beginReservation(ctx) {
    ctx.session = await ctx.api.openSession('fresh');
  },
  async removeReservationTicket(ctx) {
    const ticket = await reservationWithTicket(ctx);
    ctx.api.setPath(ctx.transaction, ctx.op, { id: ticket.id });
  },
  async finalizeReservationTickets(ctx) {
    const ticket = await reservationWithTicket(ctx);
    const body = ctx.api.body(ctx.transaction);
    body.entitlements = body.entitlements.map((e) => ({ ...e, reservationTicketId: ticket.id }));
    ctx.api.setBody(ctx.transaction, body);
  },
  async setReservationAddOns(ctx) {
    const outcome = await reservationWithVisit(ctx);
    if (outcome?.skip || !discovers(ctx, 'reservationAddOnVariantId')) return outcome;
    const { value: offered } = await ctx.api.call(ctx.session, 'GET', '/reservation/add-on');
    if (!offered.length) return { skip: 'the reservation offers no add-on (give reservationAddOnVariantId)' };
    const body = ctx.api.body(ctx.transaction);
    body.addOns = [{ ...body.addOns[0], productVariantId: offered[0].productVariantId }];
    ctx.api.setBody(ctx.transaction, body);
  },
  // --- bundles ---
  async getBundleSteps(ctx) {
    const id = ctx.transaction.request.uri.split('?')[0].split('/').at(-1);
    const bundle = await ctx.api.call(ctx.session, 'GET', `/bundle/builder/${id}`);
    if (bundle.bundleDates?.length) ctx.api.setBody(ctx.transaction, { date: bundle.bundleDates[0] });
  },
};

// Calls whose only need is one of the states above.
const needs = {
  addTickets: ['clearCart', 'saveCartSettings'],
  cartReadyToPay: [
    'setupFreedomPay',
    'submitOrder',
    'submitOrderSavedPayment',
    'setupUplift',
    'sendUpliftError',
  ],
  placeOrder: ['getOrderDetails', 'getDigitalTickets'],
  cartPasses: ['getCartPasses'],
  reservationBegun: ['getReservation', 'updateReservationPersonalInformation', 'addReservationTicket'],
  reservationWithTicket: ['getReservationItems'],
  reservationValidated: ['getReservationProperties', 'setReservationProperty'],
  reservationOnProperty: ['getReservationPerformances', 'setReservationPerformance'],
  reservationWithVisit: ['getReservationAddOns', 'addReservationToCart'],
};
const states = {
  addTickets,
  cartReadyToPay,
  placeOrder,
  cartPasses,
  reservationBegun,
  reservationWithTicket,
  reservationValidated,
  reservationOnProperty,
  reservationWithVisit,
};
for (const [state, operationIds] of Object.entries(needs)) {
  for (const id of operationIds)
    recipes[id] = async (ctx) => {
      const outcome = await states[state](ctx);
      return outcome?.skip ? outcome : undefined;
    };
}

/** The signed-in order lookups open the order placed just before, by its extOrderTokenId. */
async function myOrder(ctx) {
  const order = await placeOrder(ctx);
  ctx.api.setPath(ctx.transaction, ctx.op, { id: order.extOrderTokenId });
}
recipes.getMyOrderDetails = myOrder;

/** The calls on one cart pass take a new pass's id in their path. */
async function newPassInPath(ctx) {
  ctx.api.setPath(ctx.transaction, ctx.op, { id: await newPassId(ctx) });
}
recipes.getCartPass = newPassInPath;
recipes.updateCartPass = newPassInPath;
recipes.getMyDigitalTickets = myOrder;

/**
 * How an error status is produced where the general rule (in hooks.cjs) does not fit: per operation,
 * per status, a function that shapes the transaction (and may change ctx.session).
 */
const provocations = {
  beginReservation: {
    // A reservation already in progress refuses a second begin.
    async 409(ctx) {
      await ctx.api.call(
        ctx.session,
        'POST',
        '/reservation/begin',
        ctx.api.requestExample('beginReservation'),
      );
    },
  },
  setReservationAddOns: {
    // An add-on the reservation does not offer, asked of a reservation that has reached the step.
    async 404(ctx) {
      const outcome = await reservationWithVisit(ctx);
      if (outcome?.skip) throw new Error(outcome.skip);
    },
  },
  finalizePassDemographics: {
    // A new pass whose holder has not been described yet is not complete.
    async 409(ctx) {
      await ctx.api.call(ctx.session, 'POST', '/cart/add-new-pass');
    },
  },
  modifyCart: {
    // A donation's group does not allow modification: changing it is refused.
    async 409(ctx) {
      const donation = { ...ctx.api.requestExample('addDonationToCart'), reSubmitContext: null };
      await ctx.api.call(ctx.session, 'POST', '/cart/add-donation', donation);
      const [id] = firstItemIds(await ctx.api.call(ctx.session, 'GET', '/cart'));
      const body = ctx.api.body(ctx.transaction);
      ctx.api.setBody(ctx.transaction, {
        ...body,
        items: [{ ...body.items[0], id, quantity: 1 }],
        reSubmitContext: null,
      });
    },
  },
  addNewPass: {
    // A cart holds at most 50 passes: filled up to them, a 51st is refused. The passes added are
    // removed again once the transaction is done, since the signed-in session's cart is shared.
    async 400(ctx) {
      const { value } = await ctx.api.call(ctx.session, 'GET', '/cart/pass');
      const added = [];
      const session = ctx.session;
      ctx.cleanup(async () => {
        for (const id of added)
          await ctx.api.call(session, 'POST', '/cart/remove-pass', { extCartTicketId: id });
      });
      for (let held = value.passes.length; held < MAX_CART_PASSES; held++)
        added.push((await ctx.api.call(session, 'POST', '/cart/add-new-pass')).value);
      return `the cart already holding ${MAX_CART_PASSES} passes`;
    },
  },
  addReservationTicket: {
    // 5 wrong proofs for one Pass ID lock it (as linkPass's): the 6th try is refused. The Pass ID is
    // new each run, so the example pass stays open.
    async 429(ctx) {
      await reservationBegun(ctx);
      const example = ctx.api.requestExample('addReservationTicket');
      const locked = { ...example, barcode: `CT${randomUUID().slice(0, 13)}` };
      for (let i = 0; i < 5; i++) {
        await ctx.api
          .call(ctx.session, 'POST', '/reservation/ticket', { ...locked, validationData1: '0000000000' })
          .catch((error) => {
            if (!/answered 400\b/.test(error.message)) throw error;
          });
      }
      ctx.api.setBody(ctx.transaction, locked);
    },
  },
  linkPass: {
    // 5 wrong tries for one Pass ID lock it: the documented request for it is then refused. The
    // Pass ID is new each run, so the example pass itself stays open to link (a rerun's 200).
    async 429(ctx) {
      const example = ctx.api.requestExample('linkPass');
      const locked = { ...example, passholderId: `CT${randomUUID().slice(0, 13)}` };
      for (let i = 0; i < 5; i++) {
        await ctx.api
          .call(ctx.session, 'POST', '/account/link-pass', { ...locked, validationData: '0000000000' })
          .catch((error) => {
            if (!/answered 400\b/.test(error.message)) throw error;
          });
      }
      ctx.api.setBody(ctx.transaction, locked);
    },
  },
  addToCart: {
    // Redemption sale flows need a signed-in session; an anonymous one gets 401.
    401(ctx) {
      ctx.api.setBody(ctx.transaction, { ...ctx.api.body(ctx.transaction), saleFlowId: 2 });
    },
  },
};

const MAX_CART_PASSES = 50;

/** Whether the call carries a promotion code in its JSON body (the server counts codes not valid now). */
function carriesPromotionCode(op, resolve) {
  const schema = resolve(resolve(op.requestBody)?.content?.['application/json']?.schema);
  return Boolean(schema?.properties?.promotionCode);
}

/**
 * 429 for a call carrying a promotion code: in a session of its own, codes the backend does not know
 * until it refuses one (10 per session, 30 per network in 15 minutes: once the network is over its
 * limit the first try is refused), then the transaction sends one more. hooks.cjs runs these last,
 * since the network stays over its limit.
 */
async function promotionCodeLimit(ctx) {
  if (!signedInOp(ctx.op)) ctx.session = await ctx.api.openSession('fresh');
  const body = ctx.api.body(ctx.transaction) ?? {};
  const unknownCode = () => `CT${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;
  for (let i = 0; i < 10; i++) {
    const refused = await ctx.api
      .call(ctx.session, ctx.op.method, ctx.op.path, { ...body, promotionCode: unknownCode() })
      .then(
        () => false,
        (error) => /answered 429\b/.test(error.message),
      );
    if (refused) break;
  }
  ctx.api.setBody(ctx.transaction, { ...body, promotionCode: unknownCode() });
}

const signedInOp = (op) =>
  (op.security ?? []).length > 0 && op.security.every((req) => 'sessionCookie' in req);

/**
 * 413: a body one byte over the server's limit (6 MB for a multipart upload, 1 MB for the rest): the
 * documented JSON body followed by spaces (still the same JSON), or a photo that large. Returns what
 * was sent, for the report.
 */
function oversizedBody(transaction, op, multipart) {
  const MB = 1024 * 1024;
  if (op.requestBody?.content?.['multipart/form-data']) {
    multipart(transaction, 'holder.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(6 * MB)]));
    return 'a photo upload over 6 MB';
  }
  const text = transaction.request.body || '{}';
  transaction.request.body = text + ' '.repeat(MB + 1 - Buffer.byteLength(text));
  transaction.request.headers['Content-Type'] = 'application/json';
  return 'a body over 1 MB';
}

module.exports = {
  recipes,
  provocations,
  multipartFile,
  carriesPromotionCode,
  promotionCodeLimit,
  oversizedBody,
};
