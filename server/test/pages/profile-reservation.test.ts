// The account page links the reservation wizard (issue 12; seed 002 §2.2): 'Make a Reservation'
// opens site selection, where the wizard begins.
import { describe, expect, it } from 'vitest';
import { browser, pagesApp } from './support.js';

describe('/profile, the reservation link', () => {
  it('links the reservation wizard', async () => {
    const b = browser(pagesApp());
    await b.signIn();
    const { text } = await b.get('/profile');
    expect(text).toContain('<h2 id="reservations-heading">Reservations</h2>');
    expect(text).toContain('<a class="button secondary" href="/select-site">Make a Reservation</a>');
  });
});
