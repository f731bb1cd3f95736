// The checkout's contact fields for a signed-in shopper (issue 23): until the shopper saves checkout
// details of their own, the cart offers the account's name, email, phone and address, kept in the
// session when it signs in. An anonymous shopper is offered nothing.
import type { Account } from '../../catalog/accounts.js';
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

/** What the checkout's contact fields start with: the details saved, else the account's, else none. */
export const checkoutContact = (session: Session, saved: CheckoutSettings | null): CheckoutContact | null =>
  saved ?? (session.accountId ? session.get(accountContactSlot) : null);
