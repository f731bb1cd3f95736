// The passes and tickets the ticketing system issued (catalog/passes.ts) as the reservation wizard
// links them by Pass ID or barcode (002 §3 Reservation ticket; STORY.md "Linked ticket"), with what
// each brings to a reservation: entitlements, additional guests, counters and bring-a-friend. Passes
// the store's orders issued are read from the store (domain/passes/issued.ts) and given the same
// benefits by their level here (passTicketingTicket), and the day tickets they printed are day
// tickets as the ticketing system's are (boughtDayTicket), both through domain/reservations/tickets.ts.

import { findIssuedPass, findIssuedTicket, type IssuedPass, type IssuedTicket } from './passes.js';
import { seeded } from './seeded.js';

/** An entitlement of a pass or ticket: what it lets its holder do on a visit. */
export interface TicketEntitlementDef {
  readonly entitlementId: string;
  readonly name: string;
  readonly sequence: number;
  /** 1 Selectable (the guest chooses it for a reservation), 2 Automatic (always applied). */
  readonly selectionTypeId: 1 | 2;
  readonly cssKey: string | null;
}

export interface TicketingTicket {
  /** The pass id (type 1) or ticket barcode (type 3) a guest types. */
  readonly barcode: string;
  readonly ticketTypeId: 1 | 3;
  readonly realBarcode: string | null;
  readonly qrCode: string | null;
  readonly passholderAccountId: string | null;
  readonly productName: string;
  readonly activeFrom: string | null;
  readonly activeTo: string | null;
  /** What a pass is validated with: the holder's phone (method 1) or zip (method 2). */
  readonly holderPhone: string | null;
  readonly holderZip: string | null;
  readonly maxAdditionalPeople: number;
  readonly entitlements: readonly TicketEntitlementDef[];
  /** Reservation entitlement counters this ticket grants, and how many per reservation. */
  readonly grants: readonly { readonly entitlementId: string; readonly maxQuantity: number }[];
  /** Whether the holder may bring friends with bring-a-friend day tickets on the days that offer them. */
  readonly bringAFriend: boolean;
  /** A single-visit ticket: once a reservation uses its admission, no other reservation can. */
  readonly singleVisit: boolean;
}

// What each pass level brings to a reservation (STORY.md "Linked ticket": the Gold pass).
interface ReservationBenefits {
  readonly maxAdditionalPeople: number;
  readonly entitlements: readonly TicketEntitlementDef[];
  readonly grants: TicketingTicket['grants'];
  readonly bringAFriend: boolean;
}

const admission = (entitlementId: string, name = 'Park Admission', cssKey = 'park', sequence = 1) =>
  ({ entitlementId, name, sequence, selectionTypeId: 1, cssKey }) as const;

const passBenefits: Readonly<Record<string, ReservationBenefits>> = seeded({
  Gold: {
    maxAdditionalPeople: 2,
    entitlements: [
      admission('ent_gold_admission'),
      {
        entitlementId: 'ent_gold_parking',
        name: 'Preferred Parking',
        sequence: 2,
        selectionTypeId: 2,
        cssKey: 'park',
      },
    ],
    grants: [{ entitlementId: 'rent_6001', maxQuantity: 2 }],
    bringAFriend: true,
  },
  // A Fun Card visit is to the park or to the water kingdom: the guest chooses per reservation.
  'Fun Card': {
    maxAdditionalPeople: 0,
    entitlements: [
      admission('ent_fun_park'),
      admission('ent_fun_water', 'Water Kingdom Admission', 'water', 2),
    ],
    grants: [],
    bringAFriend: false,
  },
});

const otherPassBenefits: ReservationBenefits = seeded({
  maxAdditionalPeople: 0,
  entitlements: [admission('ent_pass_admission')],
  grants: [],
  bringAFriend: false,
});

const dayTicketBenefits: ReservationBenefits = seeded({
  maxAdditionalPeople: 0,
  entitlements: [admission('ent_day_admission')],
  grants: [],
  bringAFriend: false,
});

/** The ticketing system's own barcode of a pass: its digits framed by the venue prefix and a check digit. */
const passRealBarcode = (platformAccountId: string) => `88000${platformAccountId.replace(/\D/g, '')}0`;

/** An issued pass (the ticketing system's or one an order issued) as a reservation sees it. */
export function passTicketingTicket(pass: IssuedPass): TicketingTicket {
  const benefits = passBenefits[pass.passLevelName] ?? otherPassBenefits;
  return {
    barcode: pass.platformAccountId,
    ticketTypeId: 1,
    realBarcode: passRealBarcode(pass.platformAccountId),
    qrCode: `LAPQR-${pass.platformAccountId}`,
    passholderAccountId: pass.platformAccountId,
    productName: pass.productDisplayName,
    activeFrom: pass.effectiveStartDate,
    activeTo: pass.effectiveEndDate,
    // A holder detail left empty (a pass an order issued) proves nothing: no empty phone or zip matches.
    holderPhone: pass.phoneNumber || null,
    holderZip: pass.zip || null,
    ...benefits,
    singleVisit: false,
  };
}

/** A day ticket, issued or bought, as a reservation sees it. */
function fromTicket(
  ticket: Pick<IssuedTicket, 'barcode' | 'productName' | 'phoneNumber' | 'zipCode'> & {
    readonly visitDate: string | null;
  },
): TicketingTicket {
  return {
    barcode: ticket.barcode,
    ticketTypeId: 3,
    realBarcode: null,
    qrCode: `LAPQR-${ticket.barcode}`,
    passholderAccountId: null,
    productName: ticket.productName,
    activeFrom: ticket.visitDate,
    activeTo: ticket.visitDate,
    holderPhone: ticket.phoneNumber,
    holderZip: ticket.zipCode,
    ...dayTicketBenefits,
    singleVisit: true,
  };
}

/**
 * The products whose tickets admit to the park for a day (ours; STORY.md's issued day tickets are
 * Day Tickets): the Day Ticket and the Complimentary Day Ticket an entitlement redeems. A ticket the
 * store's orders printed for one of them is linked to a reservation like the ticketing system's
 * (domain/reservations/tickets.ts); other tickets (a concert, the dinner show, an add-on) are not a
 * park admission.
 */
export const dayTicketProductIds: ReadonlySet<string> = new Set(seeded(['prod_day', 'prod_comp_day']));

/** A day ticket the store's orders printed, as a reservation sees it: as the ticketing system's are. */
export function boughtDayTicket(ticket: {
  readonly barcode: string;
  readonly productName: string;
  /** yyyy-mm-dd: the day it admits on. */
  readonly visitDate: string | null;
  /** The order's phone. */
  readonly phoneNumber: string | null;
}): TicketingTicket {
  return fromTicket({ ...ticket, phoneNumber: ticket.phoneNumber || null, zipCode: null });
}

/**
 * The pass (by Pass ID) or ticket (by barcode) the ticketing system issued, as a reservation sees it.
 * The catalog's alone: the wizard also finds passes orders issued (domain/reservations/tickets.ts).
 */
export function findTicketingTicket(barcode: string): TicketingTicket | undefined {
  const pass = findIssuedPass(barcode);
  if (pass) return passTicketingTicket(pass);
  const ticket = findIssuedTicket(barcode);
  return ticket ? fromTicket(ticket) : undefined;
}

/** Every entitlement id any pass or ticket carries, to tell an unknown id from one not on a reservation. */
export const knownTicketEntitlementIds: ReadonlySet<string> = new Set(
  [...Object.values(passBenefits), otherPassBenefits, dayTicketBenefits].flatMap((b) =>
    b.entitlements.map((e) => e.entitlementId),
  ),
);
