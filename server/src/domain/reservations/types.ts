// A reservation as the server keeps it: the wizard's draft in a session, or a booked one of an account.

export interface GuestDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly emailAddress: string;
  /** Ten digits. */
  readonly phoneNumber: string;
  readonly zip: string;
}

/** A pass or ticket linked to the reservation, by its barcode in the ticketing system. */
export interface LinkedTicket {
  readonly id: string;
  readonly barcode: string;
  /** The selectable entitlement chosen for this reservation; automatic ones always apply. */
  readonly selectedEntitlementId: string | null;
}

export interface ReservationData {
  readonly guest: GuestDetails;
  /** True while the wizard builds it; false once booked. */
  readonly inProgress: boolean;
  readonly accountId: string | null;
  readonly tickets: readonly LinkedTicket[];
  /** The next linked ticket's number (ids rt_7001, rt_7002 ...). */
  readonly nextTicketNumber: number;
  readonly ticketValidationCompleted: boolean;
  readonly underAgeTicketCount: number;
  readonly additionalGuestCount: number;
  /** Quantity per reservation entitlement counter id. */
  readonly entitlementQuantities: Readonly<Record<string, number>>;
  readonly propertyId: string | null;
  readonly performanceId: string | null;
  readonly bringAFriendDayTicketCount: number;
  /** Quantity per add-on variant chosen on the add-ons step (catalog/reservations.ts reservationAddOns). */
  readonly addOnQuantities: Readonly<Record<string, number>>;
  /** True while the cart holds this reservation (POST reservation/cart); a change in the wizard takes it out. */
  readonly inCart: boolean;
  /** Set once booked; each linked ticket then carries it. */
  readonly reservationCode: string | null;
}

export const FIRST_TICKET_NUMBER = 7001;

export function newReservation(guest: GuestDetails, accountId: string | null): ReservationData {
  return {
    guest,
    inProgress: true,
    accountId,
    tickets: [],
    nextTicketNumber: FIRST_TICKET_NUMBER,
    ticketValidationCompleted: false,
    underAgeTicketCount: 0,
    additionalGuestCount: 0,
    entitlementQuantities: {},
    propertyId: null,
    performanceId: null,
    bringAFriendDayTicketCount: 0,
    addOnQuantities: {},
    inCart: false,
    reservationCode: null,
  };
}
