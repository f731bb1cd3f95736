// The account page lists the account's booked reservations, each linking its page in the storefront
// (reservation/my/{id}, ours), and offers the reservation wizard (issue 12).
import { describe, expect, it } from 'vitest';
import { browser, CASEY, pagesApp } from './support.js';

describe('/profile, reservations', () => {
  it("lists Jordan's booked reservation with its link, and the way into the wizard", async () => {
    const b = browser(pagesApp());
    await b.signIn();
    const { text } = await b.get('/profile');
    expect(text).toContain('<h2 id="reservations-heading">Your Reservations</h2>');
    expect(text).toContain(
      '<li><a href="/reservation/my/rsv_4001">Reservation RV3T8N5P</a>, Lakeside Adventure Park, December 5, 2026 at 10:00 AM</li>',
    );
    expect(text).toContain('<a class="button secondary" href="/select-site">Make a Reservation</a>');
  });

  it('says so when the account has none', async () => {
    const b = browser(pagesApp());
    await b.signIn(CASEY);
    const { text } = await b.get('/profile');
    expect(text).toContain('No reservations yet.');
  });
});
