// /profile: the account page (name, email, contact details, saved cards) and the signed-in
// shopper's hub (account-hub.ts: orders, tickets, passes, upgrades), with Sign Out and a way back to
// the store (ReturnUrl, else the store's home). Anonymous visitors go to the smart login,
// which brings them back here.
import { type Account, type AccountAddress, findAccount, type SavedCard } from '../catalog/accounts.js';
import { countries, states } from '../catalog/data/site.js';
import { accountHub } from './account-hub.js';
import { html, page, type SafeHtml, withReturnUrl } from './html.js';
import { htmlPage, type PageRequest, redirectTo } from './request.js';

const countryName = (id: number) => countries.find((c) => c.id === id)?.name;
const stateAbbreviation = (id: number) => states.find((s) => s.id === id)?.abbreviation;

const formatPhone = (digits: string) =>
  /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

function addressLines(address: AccountAddress): SafeHtml {
  const state =
    address.stateProvinceId !== null
      ? stateAbbreviation(address.stateProvinceId)
      : address.otherStateProvince;
  const lines = [
    address.address1,
    address.address2,
    [address.city, [state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    countryName(address.countryId),
  ].filter((line): line is string => Boolean(line));
  return html`${lines.map((line, i) => html`${i ? html`<br>` : ''}${line}`)}`;
}

const cardLine = (card: SavedCard) =>
  html`<li>${card.cardBrand ?? 'Card'} ending ${card.cardNumberLast4}, expires ${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}</li>`;

async function render(req: PageRequest, account: Account): Promise<Response> {
  const hub = await accountHub(req.services.store, account.id);
  const body = html`<h1>My Account</h1>
<section class="panel" aria-labelledby="details-heading">
<h2 id="details-heading">${account.firstName} ${account.lastName}</h2>
<dl>
<dt>Name</dt><dd>${account.firstName} ${account.lastName}</dd>
<dt>Email</dt><dd>${account.email}</dd>
${account.phoneNumber ? html`<dt>Phone</dt><dd>${formatPhone(account.phoneNumber)}</dd>` : ''}
${account.address ? html`<dt>Address</dt><dd>${addressLines(account.address)}</dd>` : ''}
</dl>
</section>
<section class="panel" aria-labelledby="cards-heading">
<h2 id="cards-heading">Saved cards</h2>
${account.savedCards.length ? html`<ul>${account.savedCards.map(cardLine)}</ul>` : html`<p>No saved cards.</p>`}
</section>
${hub}
<p class="actions">
<a class="button" href="${req.returnUrl}">Back to the store</a>
<a class="button secondary" href="${withReturnUrl('/logout', '/')}">Sign Out</a>
</p>`;
  return htmlPage(req.c, page('My Account', body));
}

export async function profilePage(req: PageRequest): Promise<Response> {
  const account = await findAccount(req.services.store, req.session.accountId);
  if (!account) {
    req.session.accountId = null;
    const here = new URL(req.c.req.url);
    return redirectTo(req.c, withReturnUrl('/authenticate/smart-login', `${here.pathname}${here.search}`));
  }
  return render(req, account);
}
