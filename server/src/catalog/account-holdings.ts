// What each demo account holds when the server starts: linked season passes, tickets, ticket
// groupings, entitlements and tickets linked for upgrade (STORY.md "Passes, account and upgrades").
// The account ids are the demo accounts of catalog/accounts.ts (acct_jordan, acct_casey). Changes the shopper
// makes (linking, unlinking) live in the store, seeded from here (domain/passes/holdings.ts).

import { CASEY_ACCOUNT_ID, JORDAN_ACCOUNT_ID } from './accounts.js';
import { seeded } from './seeded.js';

export interface HeldPass {
  readonly extUserAccountTicketId: string;
  readonly platformAccountId: string;
}

export interface TicketGrouping {
  readonly id: string;
  readonly orderNumber: string;
  readonly barcodes: readonly string[];
}

export interface GrantedEntitlement {
  readonly id: string;
  /**
   * How it is redeemed: 2 TicketingEntitlementRedemption (the entitlement page, `ent_...`) or 15
   * AccountEntitlement (the account-entitlement product page, `aent_...`).
   */
  readonly saleFlowId: 2 | 15;
  readonly productId: string;
  readonly productVariantId: string;
  readonly productName: string;
  readonly productVariantName: string;
  readonly validityStartDate: string | null;
  readonly validityEndDate: string | null;
  readonly totalQuantity: number;
  /** Redeemed in orders placed before the server started. */
  readonly redeemedQuantity: number;
  /** The passholder it was granted to, when not the account holder (a family member's pass). */
  readonly holder?: { readonly firstName: string; readonly lastName: string };
}

export interface LinkedTicket {
  readonly id: string;
  readonly barcode: string;
}

export interface AccountHoldings {
  readonly linkedPasses: readonly HeldPass[];
  /** Barcodes of the account's purchased tickets. */
  readonly ticketBarcodes: readonly string[];
  readonly ticketGroupings: readonly TicketGrouping[];
  readonly entitlements: readonly GrantedEntitlement[];
  readonly linkedUpgradeTickets: readonly LinkedTicket[];
}

const holdings: Readonly<Record<string, AccountHoldings>> = seeded({
  [JORDAN_ACCOUNT_ID]: {
    linkedPasses: [{ extUserAccountTicketId: 'uat_2001', platformAccountId: 'SP2026001234' }],
    ticketBarcodes: ['LAP1004820001'],
    ticketGroupings: [
      {
        id: 'atg_4001',
        orderNumber: 'LAP-100482',
        barcodes: ['LAP1004820001', 'LAP1004820002', 'LAP1004820003'],
      },
    ],
    entitlements: [
      {
        id: 'ent_4001',
        saleFlowId: 2,
        productId: 'prod_comp_day',
        productVariantId: 'var_comp_day',
        productName: 'Complimentary Day Ticket',
        productVariantName: 'Complimentary Admission',
        validityStartDate: '2026-11-01',
        validityEndDate: '2027-10-31',
        totalQuantity: 2,
        redeemedQuantity: 0,
      },
      {
        // A second passholder's, on the same variant: the entitlement page groups both in one row
        // and its Redeem modal asks a quantity of each (seed 002 §2.6).
        id: 'ent_4002',
        saleFlowId: 2,
        productId: 'prod_comp_day',
        productVariantId: 'var_comp_day',
        productName: 'Complimentary Day Ticket',
        productVariantName: 'Complimentary Admission',
        validityStartDate: '2026-11-01',
        validityEndDate: '2027-10-31',
        totalQuantity: 1,
        redeemedQuantity: 0,
        holder: { firstName: 'Avery', lastName: 'Rivera' },
      },
      {
        id: 'aent_5001',
        saleFlowId: 15,
        productId: 'prod_parking',
        productVariantId: 'var_parking',
        productName: 'Preferred Parking',
        productVariantName: 'Preferred Parking',
        validityStartDate: null,
        validityEndDate: null,
        totalQuantity: 2,
        redeemedQuantity: 1,
      },
    ],
    linkedUpgradeTickets: [
      { id: 'lut_4001', barcode: 'LAP1004820001' },
      { id: 'lut_4002', barcode: 'LAP1004820002' },
    ],
  },
  [CASEY_ACCOUNT_ID]: {
    linkedPasses: [{ extUserAccountTicketId: 'uat_2002', platformAccountId: 'SP2026005678' }],
    ticketBarcodes: [],
    ticketGroupings: [],
    entitlements: [],
    linkedUpgradeTickets: [],
  },
});

const none: AccountHoldings = {
  linkedPasses: [],
  ticketBarcodes: [],
  ticketGroupings: [],
  entitlements: [],
  linkedUpgradeTickets: [],
};

/**
 * The account whose orders hold a ticket (its ticket groupings): only that account may link it. None
 * when no account bought it.
 */
export function buyerOf(barcode: string): string | undefined {
  const wanted = barcode.trim().toUpperCase();
  return Object.entries(holdings).find(([, held]) =>
    held.ticketGroupings.some((grouping) => grouping.barcodes.some((b) => b.toUpperCase() === wanted)),
  )?.[0];
}

/** An account's starting holdings; an account registered later starts with none. */
export const holdingsOf = (accountId: string): AccountHoldings => holdings[accountId] ?? none;

/** The account's entitlements redeemed through a sale flow (2 entitlements, 15 account entitlements). */
export const entitlementsOf = (accountId: string, saleFlowId: GrantedEntitlement['saleFlowId']) =>
  holdingsOf(accountId).entitlements.filter((granted) => granted.saleFlowId === saleFlowId);

export const seededAccountIds = (): string[] => Object.keys(holdings);

/** The id an account's seeded upgrade link had for a barcode, so linking it again gives the old id back. */
export const seededTicketLinkId = (accountId: string, barcode: string): string | undefined =>
  holdingsOf(accountId).linkedUpgradeTickets.find((linked) => linked.barcode === barcode)?.id;

/** The pass link id an account had for a Pass ID, so relinking gives the pass its old id back. */
export function seededLinkId(platformAccountId: string): string | undefined {
  for (const account of Object.values(holdings))
    for (const pass of account.linkedPasses)
      if (pass.platformAccountId === platformAccountId) return pass.extUserAccountTicketId;
  return undefined;
}
