// Shortcuts for a journey: a starting state set up through the page's own session (its cookies), with
// every API call made by the SDK client, typed by the contract; and the steps several journeys share
// (past the add-on step, the checkout form, the card iframe, signing in), with the pages' own locators.

import { createStorefrontClient, type Schema, type StorefrontClient, XSRF_COOKIE } from '@boxoffice/sdk';
import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';

/** The story's demo account (openapi/STORY.md). */
export const JORDAN = { email: 'jordan.rivera@example.com', password: 'Lakeside!2026' } as const;

/**
 * The SDK client, sending through `page.request`: the browser context's cookie jar, so the calls are
 * the page's own session's. The XSRF token is read back from that jar after every answer.
 */
export async function shopperApi(page: Page): Promise<StorefrontClient> {
  const origin = test.info().project.use.baseURL ?? process.env.BOXOFFICE_E2E_ORIGIN;
  if (!origin) throw new Error('no baseURL: the global setup starts the backend and sets it');
  let token: string | null = null;
  const client = createStorefrontClient({
    baseUrl: `${origin}/api`,
    xsrfToken: () => token,
    fetch: async (request) => {
      const body = request.method === 'GET' ? undefined : Buffer.from(await request.arrayBuffer());
      const answer = await page.request.fetch(request.url, {
        method: request.method,
        headers: Object.fromEntries(request.headers),
        data: body,
        failOnStatusCode: false,
        maxRedirects: 0,
      });
      token = (await page.context().cookies(origin)).find((c) => c.name === XSRF_COOKIE)?.value ?? null;
      return toResponse(answer);
    },
  });
  // The first call of a visit opens the session and sets the XSRF cookie the other calls need.
  await client.GET('/session', { params: { query: { ts: Date.now() } } });
  return client;
}

async function toResponse(answer: APIResponse): Promise<Response> {
  const status = answer.status();
  const empty = status === 204 || status === 304;
  // One header per line: a joined Set-Cookie is not a valid header value (the cookies are in the jar).
  const headers = new Headers();
  for (const { name, value } of answer.headersArray()) headers.append(name, value);
  return new Response(empty ? null : new Uint8Array(await answer.body()), { status, headers });
}

type CartLine = Schema<'CartLine'>;

/** A ticket line for selection 1 of a performance (a section or a seat when the show type needs one). */
export function ticketLine(
  productId: string,
  productVariantId: string,
  performanceId: string,
  quantity: number,
  where: { showCategoryId?: string; seatId?: string } = {},
): CartLine {
  return {
    productId,
    productVariantId,
    quantity,
    entitlementId: null,
    performances: [
      {
        selectionIndex: 1,
        performanceId,
        showCategoryId: where.showCategoryId ?? null,
        seatId: where.seatId ?? null,
      },
    ],
  };
}

/** Adds lines to the page's cart (sale flow 1, Public); fails the journey when the store refuses. */
export async function addToCart(page: Page, items: CartLine[]): Promise<void> {
  const api = await shopperApi(page);
  const { data } = await api.POST('/cart/add', { body: { items, reSubmitContext: null, saleFlowId: 1 } });
  if (!data.success || data.confirmationRequired)
    throw new Error(`could not add ${items.map((i) => i.productVariantId).join(', ')}: ${data.message}`);
}

/** The story's day tickets (2 adults, 1 child, 2026-12-05 10:00 AM) in the page's cart. */
export async function addDayTickets(page: Page): Promise<void> {
  const perf = 'perf_day_20261205_1000';
  await addToCart(page, [
    ticketLine('prod_day', 'var_day_adult', perf, 2),
    ticketLine('prod_day', 'var_day_child', perf, 1),
  ]);
}

/** A Gold Season Pass 2027 (Gold Adult, 189.00; the plan `plan_monthly6` applies) in the page's cart. */
export async function addGoldPass(page: Page): Promise<void> {
  await addToCart(page, [{ productId: 'prod_gold_pass', productVariantId: 'var_gold_adult', quantity: 1 }]);
}

/** Preferred Parking (no performance) in the page's cart. */
export async function addParking(page: Page): Promise<void> {
  await addToCart(page, [{ productId: 'prod_parking', productVariantId: 'var_parking', quantity: 1 }]);
}

/**
 * After Add to Cart the flow goes to the add-on step (seed 000 §2 Flow order): the add-on page offers
 * add-ons and 'Continue to Cart' (checked with axe), or goes on to the cart itself when there are none
 * (as the route did before the page existed). Either way this ends on the cart.
 */
export async function continuePastAddOns(page: Page): Promise<void> {
  await page.waitForURL(/\/product\/multi\/add-on\/non-pass$|\/cart$/);
  const onward = page.getByRole('button', { name: 'Continue to Cart' });
  const cart = page.getByRole('heading', { level: 1, name: 'Shopping Cart' });
  await expect(onward.or(cart).first()).toBeVisible();
  if (await onward.isVisible()) {
    await expectAccessible(page);
    await onward.click();
  }
  await page.waitForURL(/\/cart$/);
}

/** The calendar opens on this month; the story's dates are in December 2026. */
export async function pickStoryDate(page: Page, day = 'Saturday, December 5, 2026'): Promise<void> {
  const date = page.getByRole('button', { name: day });
  while (!(await date.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  await date.click();
}

/** A labelled checkout field, by its exact label. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

export interface Contact {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

export interface Address {
  country: string;
  street: string;
  city: string;
  /** A state's name when the country has a list, else free text (or nothing). */
  state?: string;
  zip: string;
}

export const JORDAN_CONTACT: Contact = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  phone: '5125550142',
  email: JORDAN.email,
};

export const AUSTIN: Address = {
  country: 'United States',
  street: '1200 Lakeview Dr',
  city: 'Austin',
  state: 'Texas',
  zip: '78701',
};

/** Types the contact and billing address into the checkout form as a shopper does. */
export async function fillCheckout(page: Page, contact: Contact, address: Address): Promise<void> {
  await field(page, 'First Name').fill(contact.firstName);
  await field(page, 'Last Name').fill(contact.lastName);
  await field(page, 'Phone').fill(contact.phone);
  await field(page, 'Email').fill(contact.email);
  await field(page, 'Country').selectOption(address.country);
  await field(page, 'Street Address').fill(address.street);
  await field(page, 'City').fill(address.city);
  const state = field(page, 'State / Province');
  if (address.state !== undefined) {
    if ((await state.evaluate((el) => el.tagName)) === 'SELECT') await state.selectOption(address.state);
    else await state.fill(address.state);
  }
  await field(page, 'Zip / Postal Code').fill(address.zip);
}

/** The terms-of-sale consent on the checkout. */
export const termsConsent = (page: Page) =>
  page.getByRole('checkbox', { name: /I accept the Terms of Sale and Terms of Use/ });

/**
 * From the cart page: Checkout, past the donation step (Decline & Continue), to the checkout form
 * filled for Jordan in Austin with Print at Home and the terms accepted, ready for its Checkout.
 */
export async function toFilledCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL('**/donate');
  await page.getByRole('button', { name: 'Decline & Continue' }).click();
  await page.waitForURL('**/checkout');
  await page.getByRole('radio', { name: 'Print at Home' }).check();
  await fillCheckout(page, JORDAN_CONTACT, AUSTIN);
  await termsConsent(page).check();
}

/**
 * Fills the card provider's iframe (expiry two years ahead) and pays with Enter in its last field,
 * once its Pay button works. Not a click: the provider's page is another origin, drawn by its own
 * renderer, and a click sent before that renderer's first frame reaches the screen lands on the page
 * behind it (seen on a busy machine: the click 'done', nothing sent). Keys go to the focused field.
 */
export async function payInFrame(page: Page, cardNumber: string): Promise<void> {
  const card = page.frameLocator('iframe[title="Card details"]');
  await card.getByLabel('Card number').fill(cardNumber);
  const year = (new Date().getFullYear() + 2) % 100;
  await card.getByLabel('Expiration (MM/YY)').fill(`12/${String(year).padStart(2, '0')}`);
  const code = card.getByLabel('Security code');
  await code.fill('123');
  await expect(card.getByRole('button', { name: 'Pay' })).toBeEnabled();
  await code.press('Enter');
}

/** Signs in on the store's own sign-in page, returning to `returnUrl`. */
export async function signIn(page: Page, returnUrl: string): Promise<void> {
  await page.goto(`/login?ReturnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByLabel('Email Address').fill(JORDAN.email);
  await page.getByLabel('Password').fill(JORDAN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname + url.search === returnUrl);
}

/**
 * The store refuses the page's next add to the cart (once) with this message, as it would in a
 * sold-out moment; the add after it goes through.
 */
export async function refuseNextAdd(page: Page, message: string): Promise<void> {
  const refusal: Schema<'ConfirmationPromptResult'> = {
    success: false,
    message,
    confirmationRequired: false,
    confirmationTitleHtml: null,
    confirmationMessageHtml: null,
    proceedButtonText: null,
    cancelButtonText: null,
    confirmationReSubmitContext: null,
    proceedToPassFlow: false,
  };
  await page.route('**/api/cart/add', (route) => route.fulfill({ json: refusal }), { times: 1 });
}

/** The cart's message when lines left it because their holds ended (issue 24). */
export const HOLD_ENDED_MESSAGE =
  'The time we held some items for you has run out, and they have been released to other shoppers. Please review your cart before you continue.';

/** Makes the page's session's holds end `inSeconds` from now (the backend's test control). */
export async function holdEndsIn(page: Page, inSeconds: number): Promise<void> {
  const answer = await page.request.post('/test-controls/hold-ends', { data: { inSeconds } });
  expect(await answer.json()).toEqual({ success: true, message: null });
}
