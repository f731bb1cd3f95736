// The values the contract's examples and the recipes depend on, and how a backend team maps them to its
// own data (`--fixtures ids.yaml`). Each fixture names the story's value and the request fields it
// appears in: a team's value replaces the story's wherever that field holds that value, in every
// documented request and every setup call. Without a fixtures file nothing is replaced (the story's
// run). With one, a fixture left out is discovered through the API where it can be (`discover`), and
// is otherwise an error that says what the value must be.
const YAML = require('yaml');

/** Each fixture: name, story value(s), request fields, one line on what it must be, and how to find it. */
const FIXTURES = [
  // --- catalog ---
  {
    name: 'dayProductId',
    story: 'prod_day',
    fields: ['extProductId', 'productId', 'productIds'],
    about:
      'a product sold by dated performance (day tickets), on sale in sale flow 1, with performances on `date`',
  },
  {
    name: 'dayAdultVariantId',
    story: 'var_day_adult',
    fields: ['productVariantId'],
    about: "a variant of dayProductId sold at every performance (the cart's first line)",
  },
  {
    name: 'dayChildVariantId',
    story: 'var_day_child',
    fields: ['productVariantId'],
    about: "a second variant of dayProductId (the cart's second line)",
  },
  {
    name: 'date',
    story: '2026-12-05',
    fields: ['date'],
    about:
      'a venue-local day (yyyy-mm-dd) after today with performances of the day, seated and sectioned products',
  },
  {
    name: 'calendarFrom',
    story: '2026-12-01',
    fields: ['startDate'],
    about: 'the first day of a calendar range that holds `date` (the day and dynamic-price calendars)',
    discover: async ({ value }) => `${value('date').slice(0, 8)}01`,
  },
  {
    name: 'calendarTo',
    story: ['2026-12-31', '2026-12-21'],
    fields: ['endDate'],
    about: 'the last day of that range (at most 31 days after calendarFrom)',
    discover: async ({ value }) => lastOfMonth(value('date')),
  },
  {
    name: 'performanceId',
    story: 'perf_day_20261205_1000',
    fields: ['performanceId', 'performanceIds'],
    about: 'a performance of dayProductId on `date` with room for the cart (3 tickets)',
    discover: async (ctx) => (await performancesOn(ctx, 'dayProductId'))[0],
  },
  {
    name: 'otherPerformanceId',
    story: 'perf_day_20261205_1400',
    fields: ['performanceId'],
    about: 'another performance of dayProductId on `date` (the cart lines move to it), or the same one',
    discover: async (ctx) => (await performancesOn(ctx, 'dayProductId')).at(-1),
  },
  {
    name: 'seatedProductId',
    story: 'prod_dinner',
    fields: ['productId'],
    about: 'a product whose performances sell numbered seats',
  },
  {
    name: 'seatedPerformanceId',
    story: 'perf_dinner_20261205_1800',
    fields: ['performanceId'],
    about: 'a performance of seatedProductId on `date`',
    discover: async (ctx) => (await performancesOn(ctx, 'seatedProductId'))[0],
  },
  {
    name: 'seatId',
    story: 'seat_a_101',
    fields: ['seatId'],
    about: 'a seat of seatedPerformanceId',
    discover: async (ctx) =>
      (await performanceDetail(ctx, 'seatedProductId', 'seatedPerformanceId')).seats?.[0]?.seatId,
  },
  {
    name: 'sectionProductId',
    story: 'prod_concert',
    fields: ['productId'],
    about: 'a product whose performances sell by section (show category)',
  },
  {
    name: 'sectionPerformanceId',
    story: 'perf_concert_20261205_1900',
    fields: ['performanceId'],
    about: 'a performance of sectionProductId on `date`',
    discover: async (ctx) => (await performancesOn(ctx, 'sectionProductId'))[0],
  },
  {
    name: 'sectionId',
    story: 'sec_pavilion',
    fields: ['showCategoryId'],
    about: 'a section (show category) of sectionPerformanceId',
    discover: async (ctx) =>
      (await performanceDetail(ctx, 'sectionProductId', 'sectionPerformanceId')).showCategories?.[0]
        ?.showCategoryId,
  },
  {
    name: 'dynamicProductId',
    story: 'prod_tour',
    fields: ['productId'],
    about: 'a product with dynamic (per-day) prices in the calendar range',
  },
  {
    name: 'donationVariantId',
    story: 'var_donation',
    fields: ['productVariantId'],
    about: 'the donation variant',
  },
  {
    name: 'donationAmount',
    story: 0.86,
    fields: ['amount'],
    about: 'a donation amount the donation variant accepts (a number)',
  },
  {
    name: 'passTag',
    story: 'passes',
    fields: ['tagsCsv', 'tags'],
    about: 'the tag of the season-pass products',
  },
  {
    name: 'passChildVariantId',
    story: 'var_gold_child',
    fields: ['extProductVariantId'],
    about: 'a season-pass variant a holder born on childBirthDate may have',
  },
  {
    name: 'passAdultVariantId',
    story: 'var_gold_adult',
    fields: ['extProductVariantId'],
    about: 'an adult season-pass variant of the same pass (a holder born on childBirthDate may not have it)',
  },
  {
    name: 'childBirthDate',
    story: '2018-06-14',
    fields: ['birthDate'],
    about: "a pass holder's birth date (yyyy-mm-dd) that passChildVariantId accepts",
  },
  // --- addresses and payment ---
  {
    name: 'countryId',
    story: 80,
    fields: ['countryId', 'shippingCountryId'],
    about: 'a country id the cart settings accept (a number)',
  },
  {
    name: 'stateProvinceId',
    story: 4401,
    fields: ['stateProvinceId', 'shippingStateProvinceId'],
    about: 'a state or province id of countryId (a number)',
  },
  {
    name: 'paymentKey',
    story: 'pk_3c8f1a6e90b2',
    fields: ['paymentKey'],
    about: "a payment key your card provider's sandbox accepts for any amount",
  },
  {
    name: 'installmentCardNumber',
    story: '4111111111111111',
    fields: ['tokenNumber'],
    about: "a card number the installment provider's sandbox accepts",
  },
  {
    name: 'savedPaymentId',
    story: 'sp_card_4242',
    fields: ['extAccountStoredPaymentId'],
    about: "a stored card of the signed-in account (offered in the card setup's savedPayments)",
    discover: async ({ api, sessions }) => {
      const session = sessions.signedIn;
      if (!session) return undefined;
      await api.call(session, 'POST', '/cart/add', {
        ...api.requestExample('addToCart'),
        reSubmitContext: null,
      });
      await api.call(session, 'POST', '/cart/settings', api.requestExample('saveCartSettings'));
      const setup = await api.call(session, 'POST', '/payment/freedom-pay/setup');
      await api.call(session, 'POST', '/cart/clear', { reSubmitContext: null, force: true });
      return setup.savedPayments?.[0]?.extAccountStoredPaymentId;
    },
  },
  // --- passes, accounts and upgrades (the signed-in account) ---
  {
    name: 'passholderId',
    story: 'SP2026001234',
    fields: ['passholderId', 'barcode'],
    about: 'a season pass the signed-in account may link, which can also book a reservation',
  },
  {
    name: 'passValidationData',
    story: '5125550142',
    fields: ['validationData', 'validationData1'],
    about: "passholderId's validation data (what a holder types to prove the pass is theirs)",
  },
  {
    name: 'upgradeTicketBarcode',
    story: 'LAP1004820001',
    fields: ['barcodes'],
    about: "a day ticket's barcode the signed-in account may link for an upgrade to a pass",
  },
  {
    name: 'accountPassId',
    story: 'uat_2001',
    fields: ['id'],
    about: 'a pass linked to the signed-in account (extUserAccountTicketId), for its printable HTML',
    discover: async ({ api, sessions }) =>
      sessions.signedIn &&
      (await api.call(sessions.signedIn, 'GET', '/account/linked-pass-details')).value.linkedPasses?.[0]
        ?.extUserAccountTicketId,
  },
  {
    name: 'accountGroupingId',
    story: 'atg_4001',
    fields: ['id'],
    about: "a ticket grouping of the signed-in account's purchases, for its printable HTML",
  },
  {
    name: 'bookedReservationId',
    story: 'rsv_4001',
    fields: ['id'],
    about: 'a reservation the signed-in account has booked',
  },
  // --- reservations, web sites, bundles ---
  {
    name: 'webSiteId',
    story: 'site_park',
    fields: ['id'],
    about: 'a web site (property) the storefront can switch to',
    discover: async ({ api, sessions }) =>
      (await api.call(sessions.anonymous, 'GET', '/config/web-site')).value[0]?.id,
  },
  {
    name: 'reservationPropertyId',
    story: 'site_park',
    fields: ['webSitePropertyId'],
    about: 'a property passholderId can book a reservation at, with bookable entry times',
    discover: async (ctx) => (await reservationState(ctx)).propertyId,
  },
  {
    name: 'passEntitlementId',
    story: 'ent_gold_admission',
    fields: ['entitlementId'],
    about: "an entitlement of passholderId's pass that a reservation selects",
    discover: async (ctx) => (await reservationState(ctx)).passEntitlementId,
  },
  {
    name: 'reservationEntitlementId',
    story: 'rent_6001',
    fields: ['entitlementId'],
    about: "a reservation entitlement (guest tickets) passholderId's pass offers",
    discover: async (ctx) => (await reservationState(ctx)).reservationEntitlementId,
  },
  {
    name: 'entryTimeId',
    story: 'rperf_20261205_1000',
    fields: ['performanceId'],
    about: 'an entry time at reservationPropertyId that passholderId can book, with a friend',
    discover: async (ctx) => (await reservationState(ctx)).entryTimeId,
  },
  {
    name: 'reservationAddOnVariantId',
    story: 'var_parking',
    fields: ['productVariantId'],
    about: 'an add-on a reservation offers (found in GET /reservation/add-on)',
    inRecipe: true,
  },
  {
    name: 'bundleId',
    story: 'bundle_family',
    fields: ['id'],
    about: 'a bundle on sale',
    discover: async ({ api, sessions }) =>
      (await api.call(sessions.anonymous, 'GET', '/bundle')).value[0]?.id,
  },
  // --- site ---
  {
    name: 'resourceId',
    story: 'session.timeout.message',
    fields: ['id', 'extResourceIds'],
    about: 'a site text resource id',
  },
  {
    name: 'cmsPath',
    story: '/holiday-lights',
    fields: ['path'],
    about: 'a content page path the CMS redirect knows',
  },
];

const storyValues = (fixture) => (Array.isArray(fixture.story) ? fixture.story : [fixture.story]);

function lastOfMonth(date) {
  const [y, m] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The performance ids of a product on `date`, in the server's order. */
async function performancesOn({ api, sessions, value }, productFixture) {
  const { value: list } = await api.call(
    sessions.anonymous,
    'POST',
    '/performance/product-date-performance',
    {
      productId: value(productFixture),
      productIds: [],
      date: value('date'),
      saleFlowId: 1,
      promotionCode: null,
      extPromotionId: null,
      tags: [],
    },
  );
  return list.map((p) => p.performanceId);
}

async function performanceDetail(ctx, productFixture, performanceFixture) {
  const { value: detail } = await ctx.api.call(
    ctx.sessions.anonymous,
    'POST',
    '/performance/performance-detail',
    {
      productId: ctx.value(productFixture),
      performanceIds: [ctx.value(performanceFixture)],
      promotionCode: null,
      tags: [],
      saleFlowId: 1,
      extPromotionId: null,
    },
  );
  return detail;
}

/**
 * Takes passholderId through the reservation wizard's first steps in a session of its own, once, and
 * reads what the server offers there: the pass's entitlements, the reservation entitlement, the properties.
 */
function reservationState(ctx) {
  ctx.memo.reservation ??= (async () => {
    const { api } = ctx;
    const session = await api.openSession('discovery');
    await api.call(session, 'POST', '/reservation/begin', api.requestExample('beginReservation'));
    const ticket = (
      await api.call(session, 'POST', '/reservation/ticket', api.requestExample('addReservationTicket'))
    ).value;
    const entitlements = ticket.entitlements ?? [];
    const passEntitlement = entitlements.find((e) => e.selectionTypeId === 1) ?? entitlements[0];
    const reservation = (await api.call(session, 'GET', '/reservation')).value;
    const reservationEntitlement = reservation.reservationEntitlements?.[0];
    await api.call(session, 'POST', '/reservation/ticket-finalize', {
      underAgeTicketCount: 0,
      entitlements: passEntitlement
        ? [{ reservationTicketId: ticket.id, entitlementId: passEntitlement.entitlementId, sequence: 1 }]
        : [],
      reservationEntitlements: reservationEntitlement
        ? [{ entitlementId: reservationEntitlement.id, quantity: 1 }]
        : [],
      additionalGuests: 0,
    });
    const properties = (await api.call(session, 'GET', '/reservation/property')).value;
    const propertyId = properties[0]?.id;
    if (propertyId)
      await api.call(session, 'PUT', '/reservation/property', { webSitePropertyId: propertyId });
    const days = propertyId ? (await api.call(session, 'GET', '/reservation/performance')).value : [];
    return {
      passEntitlementId: passEntitlement?.entitlementId,
      reservationEntitlementId: reservationEntitlement?.id,
      propertyId,
      entryTimeId: bookableEntryTimes(days)[0]?.time.id,
    };
  })();
  return ctx.memo.reservation;
}

/** Capacity levels a reservation can book (2 open, 3 low, 4 almost full). */
const BOOKABLE_LEVELS = new Set([2, 3, 4]);

/** The reservation calendar's entry times a reservation can book, day by day: { day, time }. */
const bookableEntryTimes = (days) =>
  days
    .filter((day) => BOOKABLE_LEVELS.has(day.capacityLevel))
    .flatMap((day) =>
      day.performances
        .filter((p) => BOOKABLE_LEVELS.has(p.capacityLevel) && !p.isAlreadyBooked)
        .map((time) => ({ day, time })),
    );

/** Reads a fixtures file (JSON or YAML; YAML is a superset) into { name: value }, refusing unknown names. */
function parseFixtures(text, file) {
  let data;
  try {
    data = YAML.parse(text) ?? {};
  } catch (error) {
    throw new Error(`The fixtures file ${file} is neither JSON nor YAML: ${error.message}`);
  }
  if (typeof data !== 'object' || Array.isArray(data))
    throw new Error(`The fixtures file ${file} must map fixture names to values`);
  const known = new Set(FIXTURES.map((f) => f.name));
  const unknown = Object.keys(data).filter((name) => !known.has(name));
  if (unknown.length)
    throw new Error(
      `The fixtures file ${file} names fixtures that do not exist: ${unknown.join(', ')} (see --print-fixtures)`,
    );
  for (const [name, value] of Object.entries(data)) {
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`The fixture ${name} in ${file} must be a string or a number`);
  }
  return data;
}

/** The template --print-fixtures writes: the story's values, each after a comment on what it must be. */
function template() {
  const lines = [
    "# Fixtures for boxoffice-contract --fixtures: your server's own values for what the tests send.",
    "# Each is filled with the story's value; replace it with yours. Fixtures written as comments are",
    '# discovered through the API when left out; give them to choose the value yourself.',
    '# The signed-in account is the one --sign-in or --signed-in-cookie gives; order ids and lookup tokens',
    '# come from the orders the tests place.',
  ];
  for (const fixture of FIXTURES) {
    const how = fixture.discover || fixture.inRecipe ? ' (optional: discovered when left out)' : '';
    lines.push('', `# ${fixture.about}${how}`);
    const entry = YAML.stringify({ [fixture.name]: storyValues(fixture)[0] }).trim();
    lines.push(how ? `# ${entry}` : entry);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The values of one run. `given` is the fixtures file's map, or null for the story's run (nothing
 * replaced, nothing discovered). `resolve` discovers what the file left out; `apply` rewrites a
 * request's field values; `given(name)` says whether the team chose a value itself.
 */
class Fixtures {
  constructor(given) {
    this.file = given;
    this.values = new Map();
    if (given) for (const [name, value] of Object.entries(given)) this.values.set(name, value);
  }

  /** Discovers the fixtures the file left out, in the order of FIXTURES (later ones use earlier ones). */
  async resolve({ api, sessions }) {
    const problems = [];
    const discovered = {};
    if (!this.file) return { problems, discovered };
    const ctx = { api, sessions, memo: {}, value: (name) => this.value(name) };
    for (const fixture of FIXTURES) {
      if (this.values.has(fixture.name) || fixture.inRecipe) continue;
      if (!fixture.discover) {
        problems.push(`${fixture.name}: ${fixture.about}`);
        continue;
      }
      try {
        const found = await fixture.discover(ctx);
        if (found === undefined || found === null || found === false)
          throw new Error('the server offered none');
        this.values.set(fixture.name, found);
        discovered[fixture.name] = found;
      } catch (error) {
        problems.push(`${fixture.name} could not be discovered (${error.message}): ${fixture.about}`);
      }
    }
    return { problems, discovered };
  }

  /** The run's value of a fixture: the team's, the discovered one, or the story's. */
  value(name) {
    if (this.values.has(name)) return this.values.get(name);
    const fixture = FIXTURES.find((f) => f.name === name);
    return storyValues(fixture)[0];
  }

  given(name) {
    return Boolean(this.file && Object.hasOwn(this.file, name));
  }

  /** The replacement for a story value found in `field`, or undefined. */
  replacement(field, found) {
    for (const [name, value] of this.values) {
      const fixture = FIXTURES.find((f) => f.name === name);
      if (!fixture.fields.includes(field)) continue;
      if (storyValues(fixture).some((story) => String(story) === String(found))) return value;
    }
    return undefined;
  }

  /** A JSON value with every story value in a fixture's field replaced (arrays take their key's field). */
  apply(body, field) {
    if (!this.values.size || body === null || body === undefined) return body;
    if (Array.isArray(body)) return body.map((item) => this.apply(item, field));
    if (typeof body === 'object')
      return Object.fromEntries(Object.entries(body).map(([key, v]) => [key, this.apply(v, key)]));
    const replaced = field === undefined ? undefined : this.replacement(field, body);
    if (replaced === undefined) return body;
    // Keep the request's type: a query or path value stays a string, a number field a number.
    return typeof body === 'number' ? Number(replaced) : String(replaced);
  }
}

module.exports = { FIXTURES, Fixtures, bookableEntryTimes, parseFixtures, template };
