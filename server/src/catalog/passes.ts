// The venue's ticketing system as the pass flows see it: season passes already issued (which an
// account may link and renew) and day tickets already sold (which may be upgraded to a pass).
// Values from openapi/STORY.md "Passes, account and upgrades"; the extra holders (Casey Morgan,
// Taylor Rivera) are ours, so that linking and the 12-month confirmation have something to show.

import { seeded } from './seeded.js';

/** A pass issued in an earlier season, identified by its Pass ID (platformAccountId). */
export interface IssuedPass {
  readonly platformAccountId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly emailAddress: string | null;
  /** yyyy-mm-dd */
  readonly birthDate: string;
  readonly address1: string;
  readonly address2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly phoneNumber: string;
  readonly productDisplayName: string;
  readonly variantName: string;
  readonly passLevelName: string;
  readonly passKindId: 1 | 2;
  readonly effectiveStartDate: string;
  readonly effectiveEndDate: string;
  /** The day the holder last confirmed their details; 12 months or more ago asks for an update. */
  readonly detailsConfirmedOn: string;
  /**
   * The variants this pass renews into next season (the 'Your Renewal Options' choices); null for a
   * pass the store's orders issued, which renews by the catalog's rule (PassCatalog.renewalsOf).
   */
  readonly renewalVariantIds: readonly string[] | null;
}

/** A day ticket already sold, identified by its barcode (mediaCode). */
export interface IssuedTicket {
  readonly barcode: string;
  readonly productId: string;
  readonly productVariantId: string;
  readonly productName: string;
  readonly variantName: string;
  /** What the shopper paid; an upgrade costs the pass's price less this. */
  readonly price: number;
  readonly visitDate: string;
  readonly performanceTime: string;
  readonly orderNumber: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly birthDate: string | null;
  readonly phoneNumber: string | null;
  readonly zipCode: string | null;
  /** Why it cannot be upgraded (shown in 'Ticket Not Eligible'); null when it can. */
  readonly notEligibleReason: string | null;
}

const jordanAddress = {
  address1: '1200 Lakeview Dr',
  address2: 'Apt 4B',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phoneNumber: '5125550142',
} as const;

const gold2026 = {
  productDisplayName: 'Gold Season Pass 2026',
  passLevelName: 'Gold',
  passKindId: 1,
  effectiveStartDate: '2026-01-01',
  effectiveEndDate: '2026-12-31',
} as const;

export const issuedPasses: readonly IssuedPass[] = seeded([
  {
    platformAccountId: 'SP2026001234',
    firstName: 'Jordan',
    lastName: 'Rivera',
    emailAddress: 'jordan.rivera@example.com',
    birthDate: '1988-03-09',
    ...jordanAddress,
    ...gold2026,
    variantName: 'Gold Adult',
    detailsConfirmedOn: '2026-02-14',
    renewalVariantIds: ['var_gold_adult'],
  },
  {
    // Jordan's second child: not linked to any account yet, so Link Your Passes can add it.
    platformAccountId: 'SP2026002468',
    firstName: 'Taylor',
    lastName: 'Rivera',
    emailAddress: null,
    birthDate: '2016-09-30',
    ...jordanAddress,
    ...gold2026,
    variantName: 'Gold Child',
    // Not confirmed in 12+ months: the renewal card shows 'Not Confirmed in 12+ Months'.
    detailsConfirmedOn: '2025-03-01',
    renewalVariantIds: ['var_gold_adult', 'var_gold_child'],
  },
  {
    platformAccountId: 'SP2026005678',
    firstName: 'Casey',
    lastName: 'Morgan',
    emailAddress: 'casey.morgan@example.com',
    birthDate: '1992-07-21',
    address1: '450 Harbor View Ln',
    address2: null,
    city: 'San Diego',
    state: 'CA',
    zip: '92101',
    phoneNumber: '6195550187',
    productDisplayName: 'Fun Card 2026',
    variantName: 'Fun Card',
    passLevelName: 'Fun Card',
    passKindId: 2,
    effectiveStartDate: '2026-01-01',
    effectiveEndDate: '2026-05-31',
    detailsConfirmedOn: '2026-01-10',
    renewalVariantIds: ['var_fun_card', 'var_gold_adult'],
  },
]);

const dayTicket = {
  productId: 'prod_day',
  productName: 'Day Ticket',
  visitDate: '2026-12-05',
  performanceTime: '10:00 AM',
  orderNumber: 'LAP-100482',
  phoneNumber: '5125550142',
  zipCode: '78701',
} as const;

/** The tickets of order LAP-100482 (STORY.md "Payment, order and tickets"). */
export const issuedTickets: readonly IssuedTicket[] = seeded([
  {
    ...dayTicket,
    barcode: 'LAP1004820001',
    productVariantId: 'var_day_adult',
    variantName: 'Adult (Ages 10+)',
    price: 69.99,
    firstName: 'Jordan',
    lastName: 'Rivera',
    birthDate: '1988-03-09',
    notEligibleReason: null,
  },
  {
    ...dayTicket,
    barcode: 'LAP1004820002',
    productVariantId: 'var_day_adult',
    variantName: 'Adult (Ages 10+)',
    price: 69.99,
    firstName: null,
    lastName: null,
    birthDate: null,
    notEligibleReason: 'This ticket has already been upgraded',
  },
  {
    ...dayTicket,
    barcode: 'LAP1004820003',
    productVariantId: 'var_day_child',
    variantName: 'Child (Ages 3-9)',
    price: 49.99,
    firstName: null,
    lastName: null,
    birthDate: null,
    notEligibleReason: null,
  },
]);

/** Pass IDs and barcodes are matched without regard to case (the cards print them in capitals). */
const sameId = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

export const findIssuedPass = (platformAccountId: string): IssuedPass | undefined =>
  issuedPasses.find((pass) => sameId(pass.platformAccountId, platformAccountId));

export const findIssuedTicket = (barcode: string): IssuedTicket | undefined =>
  issuedTickets.find((ticket) => sameId(ticket.barcode, barcode));
