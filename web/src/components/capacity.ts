// Capacity marks on calendar days: the product-date list gives each date its capacity level
// (CapacityLevelId: 1 Available, 2 Limited 'Low Capacity', 3 AlmostFull 'Almost Full', 4 Full,
// 99 Unavailable). Full and Unavailable dates are listed but nothing can be bought on them, so they
// cannot be chosen; limited and sold-out days are marked on the day and in its accessible name
// ('Friday, December 25, 2026, sold out'). The legend words are seed 002's (Low Capacity, Almost Full).
// An Unavailable date is greyed out like a day without performances, with no mark.
import type { Schema } from '@boxoffice/sdk';

type ProductDate = Schema<'ProductDate'>;

export interface CapacityMark {
  /** Appended to the day's accessible name and shown in the legend. */
  readonly text: string;
  /** The day's style: limited, almost-full, sold-out. */
  readonly kind: 'limited' | 'almost-full' | 'sold-out';
}

/**
 * The calendar capacity levels (the contract's CapacityLevelId, x-enum-varnames): the dynamic
 * selector's and the product dates' scale. The reservation calendar's scale runs the other way
 * (ReservationCapacityLevel: 1 Reached ... 6 Unavailable) and is not this one.
 */
export const CalendarCapacity = {
  Available: 1,
  Limited: 2,
  AlmostFull: 3,
  Full: 4,
  Unavailable: 99,
} as const satisfies Record<string, Schema<'CapacityLevelId'>>;

const FULL = CalendarCapacity.Full;
const UNAVAILABLE = CalendarCapacity.Unavailable;

/** Whether a date can be chosen: listed (it has performances) and not Full or Unavailable. */
export function isBookable(date: ProductDate | undefined): boolean {
  return date !== undefined && date.capacityLevelId !== FULL && date.capacityLevelId !== UNAVAILABLE;
}

/** How a listed date is marked; null for an available date or one without performances. */
export function capacityMark(date: ProductDate | undefined): CapacityMark | null {
  switch (date?.capacityLevelId) {
    case CalendarCapacity.Limited:
      return { text: 'Low Capacity', kind: 'limited' };
    case CalendarCapacity.AlmostFull:
      return { text: 'Almost Full', kind: 'almost-full' };
    case FULL:
      return { text: 'sold out', kind: 'sold-out' };
    default:
      return null;
  }
}

/** The marks a month shows, once each in the legend's order, for the legend under the calendar. */
export function legendMarks(marks: Iterable<CapacityMark | null>): CapacityMark[] {
  const order: CapacityMark['kind'][] = ['limited', 'almost-full', 'sold-out'];
  const byKind = new Map<CapacityMark['kind'], CapacityMark>();
  for (const mark of marks) if (mark && !byKind.has(mark.kind)) byKind.set(mark.kind, mark);
  return order.flatMap((kind) => {
    const mark = byKind.get(kind);
    return mark ? [mark] : [];
  });
}
