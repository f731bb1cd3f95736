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
  it("are STORY.md's Jordan Rivera and a second shopper, with their documented passwords", () => {
    const jordan = demoAccountById(JORDAN_ACCOUNT_ID);
    expect(jordan).toMatchObject({
      email: 'jordan.rivera@example.com',
      firstName: 'Jordan',
      lastName: 'Rivera',
      phoneNumber: '5125550142',
      address: { countryId: 80, stateProvinceId: 4401, city: 'Austin', zipCode: '78701' },
    });
    expect(jordan && passwordMatches(jordan, 'Lakeside!2026')).toBe(true);
    const casey = demoAccountById(CASEY_ACCOUNT_ID);
    expect(casey && passwordMatches(casey, 'Waterpark!2026')).toBe(true);
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
  it('are stored salted and hashed, and checked exactly', () => {
    const a = hashPassword('Secret#123');
    const b = hashPassword('Secret#123');
    expect(a).not.toBe(b);
    expect(a).not.toContain('Secret');
    expect(passwordMatches({ passwordHash: a }, 'Secret#123')).toBe(true);
    expect(passwordMatches({ passwordHash: a }, 'secret#123')).toBe(false);
    expect(passwordMatches({ passwordHash: 'garbage' }, 'Secret#123')).toBe(false);
  });
});

describe('registered accounts', () => {
  it('live in the store and are found by id and email beside the demo ones', () => {
    const store = new MemoryStore(() => 60_000);
    const account = createAccount(store, {
      email: ' Pat@Example.com ',
      password: 'Coaster#99',
      firstName: ' Pat ',
      lastName: 'Kim',
    });
    expect(account).toMatchObject({ email: 'pat@example.com', firstName: 'Pat', savedCards: [] });
    expect(account.id).toMatch(/^acct_/);
    expect(findAccount(store, account.id)).toBe(account);
    expect(findAccountByEmail(store, 'PAT@example.com')).toBe(account);
    expect(findAccount(store, JORDAN_ACCOUNT_ID)?.firstName).toBe('Jordan');
    expect(findAccount(store, null)).toBeUndefined();
    expect(findAccount(new MemoryStore(() => 60_000), account.id)).toBeUndefined();
    store.close();
  });
});
