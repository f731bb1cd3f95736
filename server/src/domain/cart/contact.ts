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

const given = (value: string | null) => value !== null && value !== '';

/**
 * What the shopper typed, with the account's email and phone where it has none, and the account's
 * address when it has none: an address is taken whole, so a typed street never goes with the
 * account's apartment or city.
 */
function withAccountGaps(typed: CheckoutContact, account: CheckoutContact | null): CheckoutContact {
  if (!account) return typed;
  const address = given(typed.address1) ? typed : account;
  return {
    firstName: typed.firstName,
    lastName: typed.lastName,
    emailAddress: given(typed.emailAddress) ? typed.emailAddress : account.emailAddress,
    phoneNumber: given(typed.phoneNumber) ? typed.phoneNumber : account.phoneNumber,
    countryId: address.countryId,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    stateProvinceId: address.stateProvinceId,
    otherStateProvince: address.otherStateProvince,
    zipCode: address.zipCode,
  };
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
  if (typed && (!account || sameName(typed, account))) return withAccountGaps(typed, account);
  return account;
}
