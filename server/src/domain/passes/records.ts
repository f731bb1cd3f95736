// The holder records of the passes in a session's cart (extCartTicketId ct_...). A pass with a
// chosen product also has a cart line (kind 'pass' or 'upgrade') carrying the same
// extCartTicketId; the record keeps what the line does not: holder details, flags and photo.
import type { SaleContext } from '../../catalog/venue.js';
import type { Store } from '../../store/store.js';
import { defineSlot } from '../../store/store.js';
import { onCartCleared } from '../cart/index.js';

/** The holder's details as the pass card shows them (null until filled in). */
export interface Holder {
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly emailAddress: string | null;
  /** yyyy-mm-dd */
  readonly birthDate: string | null;
  readonly address1: string | null;
  readonly address2: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip: string | null;
  readonly phoneNumber: string | null;
}

export const emptyHolder: Holder = {
  firstName: null,
  lastName: null,
  emailAddress: null,
  birthDate: null,
  address1: null,
  address2: null,
  city: null,
  state: null,
  zip: null,
  phoneNumber: null,
};

/** Where a pass came from: a new holder, the renewal of a linked pass, or a ticket's upgrade. */
export type PassOrigin =
  | { readonly kind: 'new' }
  | {
      readonly kind: 'renewal';
      readonly extUserAccountTicketId: string;
      readonly renewalVariantIds: readonly string[];
    }
  | {
      readonly kind: 'upgrade';
      readonly linkedTicketId: string;
      readonly barcode: string;
      /** What the ticket cost; the upgrade costs the pass's price less this. */
      readonly ticketPrice: number;
    };

/** A holder photo as the pass keeps it: the image itself is a file of the session (photo.ts). */
export interface PassPhoto {
  /** The session file holding it (Store.readSessionFile): a new name for every upload. */
  readonly file: string;
  readonly type: 'image/png' | 'image/jpeg';
  /** Its size in bytes, which counts towards the session's bound. */
  readonly size: number;
}

export interface PassRecord {
  readonly extCartTicketId: string;
  readonly holder: Holder;
  readonly platformAccountId: string | null;
  readonly origin: PassOrigin;
  readonly demographicsUpdateRequired: boolean;
  readonly allowNameChange: boolean;
  readonly allowBirthDateChange: boolean;
  readonly requiresProductSelection: boolean;
  readonly selectedExtProductVariantId: string | null;
  /** True once the holder's details were saved with the pass card's Update. */
  readonly detailsEntered: boolean;
  /** The holder photo uploaded, if any (the image call serves it back). */
  readonly photo: PassPhoto | null;
  /**
   * The sale context the pass was added through (sale flow, tags, promotion code), which prices
   * it whenever its line is stored; absent for public sale (flow 1), renewals and upgrades.
   */
  readonly saleContext?: SaleContext;
}

export const passesSlot = defineSlot<readonly PassRecord[]>('passes.records', () => []);

// The records belong to the cart: clearing it (the Clear button, a placed order) drops them all,
// blank passes without a product (and so without a line) included. Registered where the slot is
// defined, so whatever can write the slot has registered the reset.
onCartCleared((session) => session.set(passesSlot, []));

/** A new holder's pass (origin 'new'), with the product chosen or not yet. */
export function newPassRecord(
  extCartTicketId: string,
  holder: Partial<Holder>,
  variantId: string | null,
  saleContext?: SaleContext,
): PassRecord {
  return {
    extCartTicketId,
    holder: { ...emptyHolder, ...holder },
    platformAccountId: null,
    origin: { kind: 'new' },
    demographicsUpdateRequired: false,
    allowNameChange: true,
    allowBirthDateChange: true,
    requiresProductSelection: variantId === null,
    selectedExtProductVariantId: variantId,
    detailsEntered: false,
    photo: null,
    ...(saleContext ? { saleContext } : {}),
  };
}

/** Ids unique in the whole server (ct_3001, ct_3002 ... as in STORY.md), not only in one session. */
export const nextId = async (store: Store, prefix: string, first: number): Promise<string> =>
  `${prefix}_${await store.nextNumber(`passes.${prefix}`, first)}`;

/** A new pass's id (the extCartTicketId of its record and of its cart line). */
export const newPassId = (store: Store): Promise<string> => nextId(store, 'ct', 3001);
