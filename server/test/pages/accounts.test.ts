import { describe, expect, it } from 'vitest';
import {
  CASEY_ACCOUNT_ID,
  createAccount,
  demoAccountByEmail,
  demoAccountById,
  demoAccounts,
  findAccount,
  findAccountByEmail,
  hashPassword,
  JORDAN_ACCOUNT_ID,
  passwordMatches,
  toSavedPayment,
} from '../../src/catalog/accounts.js';
import { MemoryStore } from '../../src/store/memory-store.js';

describe('demo accounts', () => {
  it("are STORY.md's Jordan Rivera and a second shopper, with their documented passwords", async () => {
    const jordan = demoAccountById(JORDAN_ACCOUNT_ID);
    expect(jordan).toMatchObject({
      email: 'jordan.rivera@example.com',
      firstName: 'Jordan',
      lastName: 'Rivera',
      phoneNumber: '5125550142',
      address: { countryId: 80, stateProvinceId: 4401, city: 'Austin', zipCode: '78701' },
    });
    expect(await passwordMatches(jordan, 'Lakeside!2026')).toBe(true);
    const casey = demoAccountById(CASEY_ACCOUNT_ID);
    expect(await passwordMatches(casey, 'Waterpark!2026')).toBe(true);
    expect(new Set(demoAccounts.map((a) => a.email)).size).toBe(demoAccounts.length);
  });

  it("carry Jordan's saved Visa ending 4242 in the contract's shape", () => {
    const [card] = demoAccountById(JORDAN_ACCOUNT_ID)?.savedCards ?? [];
    expect(card && toSavedPayment(card)).toEqual({
      extAccountStoredPaymentId: 'sp_card_4242',
      cardNumberLast4: '4242',
      cardBrand: 'Visa',
    });
    expect(card?.maskedCardNumber).toBe('************4242');
  });

  it('are found by email in any case', () => {
    expect(demoAccountByEmail(' JORDAN.Rivera@example.com')?.id).toBe(JORDAN_ACCOUNT_ID);
    expect(demoAccountByEmail('nobody@example.com')).toBeUndefined();
  });
});

describe('passwords', () => {
  it('are stored salted and hashed, and checked exactly', async () => {
    const a = await hashPassword('Secret#123');
    const b = await hashPassword('Secret#123');
    expect(a).not.toBe(b);
    expect(a).not.toContain('Secret');
    expect(await passwordMatches({ passwordHash: a }, 'Secret#123')).toBe(true);
    expect(await passwordMatches({ passwordHash: a }, 'secret#123')).toBe(false);
    expect(await passwordMatches({ passwordHash: 'garbage' }, 'Secret#123')).toBe(false);
  });

  it('never match without an account, whatever is typed', async () => {
    expect(await passwordMatches(undefined, 'Lakeside!2026')).toBe(false);
    expect(await passwordMatches(undefined, '')).toBe(false);
  });

  // An unknown email answered in 1.5 ms and a known one in 37 ms: the time told who has an account.
  it('take as long to refuse an email without an account as one with', async () => {
    const jordan = demoAccountById(JORDAN_ACCOUNT_ID);
    const pending = async (account: typeof jordan) => {
      let done = false;
      const check = passwordMatches(account, 'Wrong!Password1').then(() => {
        done = true;
      });
      await new Promise((resolve) => setImmediate(resolve));
      const wasPending = !done;
      await check;
      return wasPending;
    };
    expect(await pending(undefined)).toBe(await pending(jordan));
    const time = async (account: typeof jordan) => {
      const start = performance.now();
      for (let i = 0; i < 5; i++) await passwordMatches(account, 'Wrong!Password1');
      return performance.now() - start;
    };
    const [known, unknown] = [await time(jordan), await time(undefined)];
    expect(unknown).toBeGreaterThan(known / 4);
  });

  // scrypt on the event loop stalled every other request while sign-ins were checked.
  it('are checked off the event loop: timers run while checks are pending', async () => {
    const jordan = demoAccountById(JORDAN_ACCOUNT_ID);
    let settled = 0;
    const checks = Array.from({ length: 20 }, (_, i) => {
      const check = passwordMatches(i % 2 ? jordan : undefined, 'Wrong!Password1');
      expect(check).toBeInstanceOf(Promise);
      return check.finally(() => settled++);
    });
    // One turn of the event loop: 20 scrypt hashes (tens of ms each, four at a time on the thread
    // pool) cannot all be done, unless they ran on the loop before it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBeLessThan(20);
    expect(await Promise.all(checks)).toEqual(Array(20).fill(false));
  });
});

describe('registered accounts', () => {
  it('live in the store and are found by id and email beside the demo ones', async () => {
    const store = new MemoryStore(() => 60_000);
    const account = await createAccount(store, {
      email: ' Pat@Example.com ',
      password: 'Coaster#99',
      firstName: ' Pat ',
      lastName: 'Kim',
    });
    expect(account).toMatchObject({ email: 'pat@example.com', firstName: 'Pat', savedCards: [] });
    const id = account?.id ?? '';
    expect(id).toMatch(/^acct_/);
    expect(await findAccount(store, id)).toBe(account);
    expect(await findAccountByEmail(store, 'PAT@example.com')).toBe(account);
    expect((await findAccount(store, JORDAN_ACCOUNT_ID))?.firstName).toBe('Jordan');
    expect(await findAccount(store, null)).toBeUndefined();
    expect(await findAccount(new MemoryStore(() => 60_000), id)).toBeUndefined();
    store.close();
  });

  it('are made once per email, even when two registrations of it race', async () => {
    const store = new MemoryStore(() => 60_000);
    const input = { email: 'twin@example.com', password: 'Coaster#99', firstName: 'T', lastName: 'W' };
    const made = await Promise.all([createAccount(store, input), createAccount(store, input)]);
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(await store.collection('accounts').values()).toHaveLength(1);
    store.close();
  });
});
