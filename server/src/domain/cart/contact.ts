// The checkout's contact fields (issue 23): until the shopper saves checkout details of their own,
// the cart offers what it already knows of the buyer: what the shopper typed on pass demographics
// for their own pass (the order's primary contact pass), and the signed-in account's details, kept
// in the session when it signs in (checkoutContact says which wins). An anonymous shopper who typed
// nothing is offered nothing.
import type { Schema } from '@boxoffice/sdk';
import type { Account } from '../../catalog/accounts.js';
import { states } from '../../catalog/data/site.js';
import { defineSlot, type Session } from '../../store/store.js';
import type { CheckoutSettings } from './types.js';

/** The buyer fields the checkout offers before any are saved. */
export type CheckoutContact = Pick<
  CheckoutSettings,
  | 'firstName'
  | 'lastName'
  | 'emailAddress'
  | 'phoneNumber'
  | 'countryId'
  | 'address1'
  | 'address2'
  | 'city'
  | 'stateProvinceId'
  | 'otherStateProvince'
  | 'zipCode'
>;

export const accountContactSlot = defineSlot<CheckoutContact | null>('cart.accountContact', () => null);

/** The primary contact pass holder's details, as typed on pass demographics. */
export const demographicsContactSlot = defineSlot<CheckoutContact | null>(
  'cart.demographicsContact',
  () => null,
);

/** A pass holder's details (pass demographics: a state by its abbreviation) as checkout contact fields. */
export interface HolderContact {
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly emailAddress: string | null;
  readonly phoneNumber: string | null;
  readonly address1: string | null;
  readonly address2: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip: string | null;
}

export function contactOfHolder(
  holder: HolderContact,
  stateList: readonly Schema<'StateProvince'>[] = states,
): CheckoutContact {
  const state = stateList.find((s) => s.abbreviation === holder.state);
  return {
    firstName: holder.firstName,
    lastName: holder.lastName,
    emailAddress: holder.emailAddress,
    phoneNumber: holder.phoneNumber,
    // Pass demographics offer the states of one country: the state says which.
    countryId: state?.countryId ?? null,
    address1: holder.address1,
    address2: holder.address2,
    city: holder.city,
    stateProvinceId: state?.id ?? null,
    otherStateProvince: null,
    zipCode: holder.zip,
  };
}

/** Remembers the primary contact pass holder's details for the checkout. */
export const rememberHolderContact = (session: Session, holder: HolderContact): void =>
  session.set(demographicsContactSlot, contactOfHolder(holder));

/** The account's details as checkout contact fields. */
export function contactOfAccount(account: Account): CheckoutContact {
  const address = account.address;
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    emailAddress: account.email,
    phoneNumber: account.phoneNumber,
    countryId: address?.countryId ?? null,
    address1: address?.address1 ?? null,
    address2: address?.address2 ?? null,
    city: address?.city ?? null,
    stateProvinceId: address?.stateProvinceId ?? null,
    otherStateProvince: address?.otherStateProvince ?? null,
    zipCode: address?.zipCode ?? null,
  };
}

const NAME = ['firstName', 'lastName'] as const;
const ADDRESS = [
  'countryId',
  'address1',
  'address2',
  'city',
  'stateProvinceId',
  'otherStateProvince',
  'zipCode',
] as const;
const given = (value: unknown) => value !== null && value !== '';

/**
 * The contacts merged, the first one's first: the name and the address each whole from the first
 * contact that has one (a typed street never goes with another address's apartment or city), the
 * email and the phone each from the first that has it.
 */
function firstOf(contacts: readonly (CheckoutContact | null)[]): CheckoutContact | null {
  const known = contacts.filter((c): c is CheckoutContact => c !== null);
  const [first] = known;
  if (!first) return null;
  const withGiven = (lead: keyof CheckoutContact) => known.find((c) => given(c[lead])) ?? first;
  const name = withGiven('lastName');
  const address = withGiven('address1');
  const one = <K extends keyof CheckoutContact>(key: K) => known.find((c) => given(c[key]))?.[key] ?? null;
  return {
    ...Object.fromEntries(NAME.map((k) => [k, name[k]])),
    ...Object.fromEntries(ADDRESS.map((k) => [k, address[k]])),
    emailAddress: one('emailAddress'),
    phoneNumber: one('phoneNumber'),
  } as CheckoutContact;
}

const sameName = (a: CheckoutContact, b: CheckoutContact) =>
  [a.firstName, a.lastName].join(' ').trim().toLowerCase() ===
  [b.firstName, b.lastName].join(' ').trim().toLowerCase();

/**
 * What the checkout's contact fields start with: the details saved, else what is known of the buyer.
 * That is the pass holder's details typed on pass demographics when the holder is the buyer (an
 * anonymous shopper's own pass, or a signed-in one's whose holder bears the account's name: the
 * newest details the shopper gave), with the account's where they say nothing; else the account's
 * (a signed-in shopper buying a pass for someone else pays as themselves); else none.
 */
export function checkoutContact(session: Session, saved: CheckoutSettings | null): CheckoutContact | null {
  if (saved) return saved;
  const typed = session.get(demographicsContactSlot);
  const account = session.accountId ? session.get(accountContactSlot) : null;
  if (typed && (!account || sameName(typed, account))) return firstOf([typed, account]);
  return account;
}
