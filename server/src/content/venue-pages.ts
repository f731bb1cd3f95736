// The demo venue's own site: a home page and its policies, short and plainly written, so the links
// the storefront takes from the site data (the policies, the content system's pages) land on a
// page that exists. A venue's own backend points those addresses at its real site instead.
import { html, type SafeHtml } from '../pages/html.js';

export const VENUE_PATH = '/venue';

interface VenuePage {
  readonly title: string;
  readonly body: SafeHtml;
}

const backToStore = html`<p><a class="button" href="/">Buy tickets and passes</a></p>`;

const home: VenuePage = {
  title: 'Welcome',
  body: html`<h1>Lakeside Adventure Park</h1>
<p>Rides, shows, animals and a lake to splash in, open every weekend and every day in summer.</p>
<div class="panels">
<section class="panel"><h2>Plan your visit</h2><p>Open 10:00 AM to 8:00 PM. Parking opens an hour before the gates.
<a href="${VENUE_PATH}/plan-your-visit">Hours and directions</a></p></section>
<section class="panel"><h2>Holiday Lights</h2><p>A million lights and a dinner show every December weekend.
<a href="${VENUE_PATH}/holiday-lights">About Holiday Lights</a> · <a href="/product/multi/tag/holiday">Holiday tickets</a></p></section>
<section class="panel"><h2>Season passes</h2><p>Visit all year from one price, or pay monthly.
<a href="/product/multi/pass/tag/passes">Compare season passes</a> · <a href="/product/multi/pass/tag/passes?installmentBilling=true">Passes on a payment plan</a></p></section>
<section class="panel"><h2>Attractions</h2><p>Coasters, the water kingdom and the animal barns.
<a href="${VENUE_PATH}/attractions">See the attractions</a></p></section>
<section class="panel"><h2>Questions</h2><p>Tickets, passes, refunds and accessibility.
<a href="${VENUE_PATH}/faq">Frequently asked questions</a></p></section>
</div>
${backToStore}
<p><a href="${VENUE_PATH}/privacy">Privacy Policy</a> · <a href="${VENUE_PATH}/terms-of-sale">Terms of Sale</a> · <a href="${VENUE_PATH}/terms-of-use">Terms of Use</a></p>`,
};

const simple = (title: string, ...paragraphs: string[]): VenuePage => ({
  title,
  body: html`<h1>${title}</h1>
${paragraphs.map((p) => html`<p>${p}</p>`)}
<p class="hint">This is the demo venue of the Boxoffice reference backend; nothing here is a real offer.</p>
${backToStore}
<p><a href="${VENUE_PATH}/">Lakeside Adventure Park home</a></p>`,
});

/** The pages by path under /venue (no trailing slash; the home is ''). */
export const venuePages: ReadonlyMap<string, VenuePage> = new Map([
  ['', home],
  [
    '/privacy',
    simple(
      'Privacy Policy',
      'We collect the details you give us when you buy: your name, email address, phone number and billing address. We use them to issue your tickets, to contact you about your visit and to meet our legal duties.',
      'Card numbers go straight to our card provider; we never see or keep them. We do not sell your details to anyone.',
      'To see, correct or delete what we hold about you, write to privacy@lakesidepark.example.',
    ),
  ],
  [
    '/terms-of-sale',
    simple(
      'Terms of Sale',
      'Prices are in US dollars and include the taxes and fees shown at checkout. Tickets are valid only on the date and time you choose and are non-refundable.',
      'Season passes are personal and non-transferable, and need a holder photo. Payment plans charge the remaining payments to the same card each month.',
      'If we must close the park on your date, we will move your tickets to another date or refund them.',
    ),
  ],
  [
    '/terms-of-use',
    simple(
      'Terms of Use',
      'You may use this site to buy tickets and passes for yourself and your party. Do not resell tickets or use automated tools to buy them.',
      'We may change prices, dates and these terms; the terms in force when you buy apply to your order.',
    ),
  ],
  [
    '/holiday-lights',
    simple(
      'Holiday Lights',
      'Every Friday and Saturday in December the park glows with a million lights. Walk the trail, ride the lantern train and stay for the Holiday Lights Dinner Show.',
    ),
  ],
  [
    '/plan-your-visit',
    simple(
      'Plan your visit',
      'The park opens at 10:00 AM and closes at 8:00 PM. We are at 1 Lakeside Way; parking opens an hour before the gates.',
    ),
  ],
  [
    '/attractions',
    simple(
      'Attractions',
      'Three coasters, the Lakeside Water Kingdom, the animal barns with keeper tours, and shows all day.',
    ),
  ],
  [
    '/faq',
    simple(
      'Frequently asked questions',
      'Can I change my date? Yes, from your cart before you pay; after that, call us at (512) 555-0100.',
      'Is the park accessible? Yes: every path is step-free, and wheelchairs are free to borrow at the gate.',
    ),
  ],
]);
