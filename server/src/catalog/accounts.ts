// Shopper accounts: the two seeded demo accounts, plus those registered on /authenticate/register
// (kept in the store's 'accounts' collection). Other features attach linked passes, tickets and
// entitlements by account id in their own catalog files.
//
// Demo credentials (documented in the README; demo data, not secrets):
//   jordan.rivera@example.com / Lakeside!2026   (Jordan Rivera, STORY.md's signed-in shopper)
//   casey.morgan@example.com  / Waterpark!2026  (Casey Morgan, San Diego: a California address, which
//                                                 asks for the location acknowledgement at checkout)

import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Schema } from '@boxoffice/sdk';
import type { Store } from '../store/store.js';
import { seeded } from './seeded.js';

export const JORDAN_ACCOUNT_ID = 'acct_jordan';
export const CASEY_ACCOUNT_ID = 'acct_casey';

/** Name of the store collection holding registered accounts (by id). */
export const ACCOUNTS_COLLECTION = 'accounts';

export interface AccountAddress {
  readonly countryId: number;
  readonly address1: string;
  readonly address2: string | null;
  readonly city: string;
  /** Set for the USA (80) and Canada (17); other countries use otherStateProvince. */
  readonly stateProvinceId: number | null;
  readonly otherStateProvince: string | null;
  readonly zipCode: string;
}

/** A saved card: the contract's SavedPayment plus what the account page and the card provider keep. */
export interface SavedCard extends Schema<'SavedPayment'> {
  readonly maskedCardNumber: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
}

export interface Account {
  readonly id: string;
  /** Lower-case; sign-in compares emails case-insensitively. */
  readonly email: string;
  /** scrypt$salt$hash, never the password itself. */
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Digits only (10 for NANP countries). */
  readonly phoneNumber: string | null;
  /** ISO date, or null when the account holder did not give one. */
  readonly birthDate: string | null;
  readonly address: AccountAddress | null;
  readonly savedCards: readonly SavedCard[];
}

const SCRYPT_KEY_LENGTH = 32;

const newSalt = () => randomBytes(16).toString('base64url');
const encode = (salt: string, hash: Buffer) => `scrypt$${salt}$${hash.toString('base64url')}`;

// scrypt takes tens of milliseconds of a processor by design: on the event loop it would stall every
// other request (200 sign-ins at once held /api/settings for 8 s), so requests hash on libuv's thread
// pool. And at most half the processors hash at once (the others wait their turn here): a burst of
// sign-ins hashing on all of them left the event loop a fraction of a processor, and every other
// shopper's call waited for it.
const HASHES_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));
let hashing = 0;
const waitingToHash: (() => void)[] = [];

async function scryptOffLoop(password: string, salt: string, length: number): Promise<Buffer> {
  if (hashing >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waitingToHash.push(resolve));
  else hashing++;
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(password, salt, length, (error, key) => (error ? reject(error) : resolve(key))),
    );
  } finally {
    const next = waitingToHash.shift();
    if (next) next();
    else hashing--;
  }
}

/** Hashes at start-up (the demo accounts), before any request waits on the event loop. */
export const hashPasswordAtStartup = (password: string, salt = newSalt()): string =>
  encode(salt, scryptSync(password, salt, SCRYPT_KEY_LENGTH));

/** Hashes a new password (registration) off the event loop. */
export const hashPassword = async (password: string, salt = newSalt()): Promise<string> =>
  encode(salt, await scryptOffLoop(password, salt, SCRYPT_KEY_LENGTH));

// Checked in place of an unknown email's hash, with the same parameters, so that a wrong password
// takes as long for an email without an account as for one with: the time does not tell who has one.
const DUMMY_HASH = hashPasswordAtStartup(randomBytes(16).toString('base64url'));

async function hashMatches(passwordHash: string, password: string): Promise<boolean> {
  const [scheme, salt, hash] = passwordHash.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptOffLoop(password, salt, expected.length);
  return timingSafeEqual(expected, actual);
}

/**
 * Whether `password` is the account's (compared in constant time, hashed off the event loop). Without
 * an account the answer is false, after as long as a real check takes.
 */
export async function passwordMatches(
  account: Pick<Account, 'passwordHash'> | undefined,
  password: string,
): Promise<boolean> {
  const matches = await hashMatches(account?.passwordHash ?? DUMMY_HASH, password);
  return account !== undefined && matches;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const demoAccounts: readonly Account[] = seeded([
  {
    id: JORDAN_ACCOUNT_ID,
    email: 'jordan.rivera@example.com',
    passwordHash: hashPasswordAtStartup('Lakeside!2026'),
    firstName: 'Jordan',
    lastName: 'Rivera',
    phoneNumber: '5125550142',
    birthDate: '1988-03-09',
    address: {
      countryId: 80,
      address1: '1200 Lakeview Dr',
      address2: 'Apt 4B',
      city: 'Austin',
      stateProvinceId: 4401,
      otherStateProvince: null,
      zipCode: '78701',
    },
    savedCards: [
      {
        extAccountStoredPaymentId: 'sp_card_4242',
        cardNumberLast4: '4242',
        cardBrand: 'Visa',
        maskedCardNumber: '************4242',
        expiryMonth: 8,
        expiryYear: 2028,
      },
    ],
  },
  {
    id: CASEY_ACCOUNT_ID,
    email: 'casey.morgan@example.com',
    passwordHash: hashPasswordAtStartup('Waterpark!2026'),
    firstName: 'Casey',
    lastName: 'Morgan',
    phoneNumber: '6195550187',
    birthDate: '1992-07-21',
    address: {
      countryId: 80,
      address1: '450 Harbor View Ln',
      address2: null,
      city: 'San Diego',
      stateProvinceId: 4405,
      otherStateProvince: null,
      zipCode: '92101',
    },
    savedCards: [
      {
        extAccountStoredPaymentId: 'sp_card_5454',
        cardNumberLast4: '5454',
        cardBrand: 'Mastercard',
        maskedCardNumber: '************5454',
        expiryMonth: 3,
        expiryYear: 2029,
      },
    ],
  },
]);

export const demoAccountById = (id: string) => demoAccounts.find((a) => a.id === id);

export const demoAccountByEmail = (email: string) =>
  demoAccounts.find((a) => a.email === normalizeEmail(email));

const registered = (store: Store) => store.collection<Account>(ACCOUNTS_COLLECTION);
/** Registered accounts' ids by normalized email: one account per email. */
const byEmail = (store: Store) => store.collection<string>(`${ACCOUNTS_COLLECTION}.byEmail`);

/** A demo or registered account by id (session.accountId). */
export const findAccount = async (store: Store, id: string | null): Promise<Account | undefined> =>
  id === null ? undefined : (demoAccountById(id) ?? (await registered(store).get(id)));

export async function findAccountByEmail(store: Store, email: string): Promise<Account | undefined> {
  const wanted = normalizeEmail(email);
  const demo = demoAccountByEmail(wanted);
  if (demo) return demo;
  const id = await byEmail(store).get(wanted);
  return id === undefined ? undefined : registered(store).get(id);
}

export interface NewAccount {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * Registers an account, or answers undefined when the email already has one. The email is checked
 * after the password is hashed, and checked and recorded under its lock, so two registrations of one
 * email at once cannot both succeed.
 */
export async function createAccount(store: Store, input: NewAccount): Promise<Account | undefined> {
  // Outside the call's transaction: the hash takes tens of milliseconds, and on the embedded store
  // the transaction holds its one connection.
  const passwordHash = await store.outside(() => hashPassword(input.password));
  const email = normalizeEmail(input.email);
  return store.lock([`account-email:${email}`], async () => {
    if (await findAccountByEmail(store, email)) return undefined;
    const account = newAccount(input, passwordHash);
    await registered(store).put(account.id, account);
    await byEmail(store).put(email, account.id);
    return account;
  });
}

function newAccount(input: NewAccount, passwordHash: string): Account {
  return {
    id: `acct_${randomBytes(9).toString('base64url')}`,
    email: normalizeEmail(input.email),
    passwordHash,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phoneNumber: null,
    birthDate: null,
    address: null,
    savedCards: [],
  };
}

/** A saved card as the contract shows it (no expiry or masked number on the wire). */
export const toSavedPayment = (card: SavedCard): Schema<'SavedPayment'> => ({
  extAccountStoredPaymentId: card.extAccountStoredPaymentId,
  cardNumberLast4: card.cardNumberLast4,
  cardBrand: card.cardBrand,
});
