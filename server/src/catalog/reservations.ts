// The venue's timed-entry reservation setup (seed 002 §2.2, §3; STORY.md "Reservation wizard, web
// sites and bundles"): the properties a reservation can be made for (the venue's web sites), the
// wizard's texts, the config limits and the counters passes grant. Read-only; the capacity calendar
// is in reservations-calendar.ts, the passes and tickets a reservation links in reservations-tickets.ts.

import type { Schema } from '@boxoffice/sdk';
import { webSites } from './data/site.js';
import { seeded } from './seeded.js';
import { appConfig } from './site.js';

/** A property (web site) of the venue that takes reservations: the web site plus its picker logo. */
export interface ReservationProperty extends Schema<'WebSite'> {
  readonly logoUrl: string | null;
  readonly showLogoIfOnlyOnePropertyAvailable: boolean;
}

// Served by this backend (content/property-logos.ts), so the demo needs no other host.
const pickerLogos: Readonly<Record<string, string>> = seeded({
  site_park: '/demo/properties/park-logo.svg',
  site_water: '/demo/properties/water-logo.svg',
});

export const reservationProperties: readonly ReservationProperty[] = webSites.map((site) => ({
  ...site,
  logoUrl: pickerLogos[site.id] ?? null,
  showLogoIfOnlyOnePropertyAvailable: true,
}));

export const findReservationProperty = (id: string): ReservationProperty | undefined =>
  reservationProperties.find((p) => p.id === id);

/** The app config's reservation values (002 §3 Config), and whether the wizard has an add-ons step. */
export const reservationConfig = seeded({
  passValidationMethodId: appConfig.passValidationMethodId,
  reservationMaxOrderQuantity: appConfig.reservationMaxOrderQuantity,
  reservationMaxUnderAgeTickets: appConfig.reservationMaxUnderAgeTickets,
  allowPartialTicketingReservations: appConfig.allowPartialTicketingReservations,
  /** The venue sells add-ons (All-Day Dining, Preferred Parking) after a date, so the wizard shows that step. */
  hasAddOns: true,
} as const);

/** An add-on the add-ons step offers (ours; STORY.md): a catalog variant, with the most one reservation takes. */
export interface ReservationAddOnOffer {
  readonly productVariantId: string;
  readonly maxQuantity: number;
  /** HTML. */
  readonly description: string;
}

export const reservationAddOns: readonly ReservationAddOnOffer[] = seeded([
  {
    productVariantId: 'var_dining_adult',
    maxQuantity: 10,
    description: '<p>Lunch, dinner and snacks at every park restaurant.</p>',
  },
  { productVariantId: 'var_parking', maxQuantity: 2, description: '<p>Park steps from the front gate.</p>' },
]);

/** What a bring-a-friend day ticket sells as (ours; STORY.md); taxed and charged a fee as Day Tickets are. */
export const bringAFriendDayTicket = seeded({
  productId: 'prod_baf_day',
  productVariantId: 'var_baf_day',
  displayName: 'Bring-a-Friend Day Ticket',
  unitPrice: 39.99,
} as const);

/** The cart package a reservation moves into (POST reservation/cart), and its line for the reservation itself. */
export const reservationPackage = seeded({
  packageId: 'reservation',
  displayName: 'Timed-Entry Reservation',
  productId: 'prod_reservation',
  productVariantId: 'var_reservation',
} as const);

/** The select-date step's texts (002 §3 Reservation.settings). */
export const reservationSettings = seeded({
  selectedDateModalCapacityLabel: 'Capacity',
  bafDayLabel: 'Bring-a-Friend Day Tickets',
  bafDayText: 'Gold passholders may bring up to 2 friends today with a Bring-a-Friend Day Ticket.',
  selectedDateModalAlreadyBookedText: 'You already have a reservation for this entry time.',
  noPerformancesMessage:
    'There are no reservation dates available for this park. Please choose another park.',
} as const);

/** A reservation entitlement counter a pass grants (002 §3 reservationEntitlements; type 2 Counter). */
export interface ReservationEntitlementType {
  readonly id: string;
  readonly entitlementTypeId: 1 | 2;
  readonly cardTitle: string;
  readonly cardDescription: string | null;
}

export const reservationEntitlementTypes: readonly ReservationEntitlementType[] = seeded([
  {
    id: 'rent_6001',
    entitlementTypeId: 2,
    cardTitle: 'Complimentary Day Ticket',
    cardDescription: '<p>Your Gold pass includes up to 2 complimentary Day Tickets for guests.</p>',
  },
]);

export const findReservationEntitlementType = (id: string) =>
  reservationEntitlementTypes.find((e) => e.id === id);
