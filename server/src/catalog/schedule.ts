// Turns schedule rules into performances. Pure: the same rules, dates and zone give the same records,
// so tests and the running server agree on ids and seeded capacity.

import type { ScheduleRule, SlotRule } from './data/schedule.js';
import { seededId } from './seeded.js';
import { displayTime, weekday, zonedDateTime } from './time.js';
import type { PerformanceRecord, SeatRecord, SectionRecord } from './types.js';

/** A stable number in [0, 1) from a text (FNV-1a), for seeded sold shares. */
export function stableShare(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 2 ** 32;
}

/**
 * The seeded sold share of a performance (or section, seat) without a fixed one: most are fairly
 * open, some Limited, a few Almost Full or sold out, so the selector shows every level.
 */
export function seededShare(key: string): number {
  const r = stableShare(key);
  if (r < 0.6) return r * 0.6; // 0 - 36 %: Available
  if (r < 0.8) return 0.72 + (r - 0.6) * 0.6; // 72 - 84 %: Limited
  if (r < 0.92) return 0.92; // Almost Full
  if (r < 0.96) return 1; // Full
  return 0.5;
}

const shareOf = (key: string, fixed: Readonly<Record<string, number>>, rule: ScheduleRule) =>
  fixed[key] ?? rule.soldShare ?? seededShare(key);

export interface ScheduleInput {
  readonly rules: readonly ScheduleRule[];
  readonly dates: readonly string[];
  readonly timeZone: string;
  readonly soldShares: Readonly<Record<string, number>>;
  /** `<productId>/<date>` keys of closed days. */
  readonly closed: ReadonlySet<string>;
}

export function performanceId(rule: ScheduleRule, date: string, time: string): string {
  return seededId(`perf_${rule.idStem}_${date.replaceAll('-', '')}_${time.replace(':', '')}`);
}

function makePerformance(
  rule: ScheduleRule,
  slot: SlotRule,
  date: string,
  input: ScheduleInput,
): PerformanceRecord {
  const id = performanceId(rule, date, slot.time);
  const start = zonedDateTime(input.timeZone, date, slot.time);
  const sections: SectionRecord[] = (rule.sections ?? []).map((s) => ({
    ...s,
    preSold: Math.round(s.capacity * shareOf(`${id}/${s.id}`, input.soldShares, rule)),
  }));
  const seats: SeatRecord[] = (rule.seats ?? []).map((s) => ({
    ...s,
    preSold: shareOf(`${id}/${s.id}`, input.soldShares, rule) >= 0.5,
  }));
  const capacity =
    rule.showTypeId === 2
      ? sections.reduce((n, s) => n + s.capacity, 0)
      : rule.showTypeId === 3
        ? seats.length
        : (rule.capacity ?? 0);
  const preSold =
    rule.showTypeId === 2
      ? sections.reduce((n, s) => n + s.preSold, 0)
      : rule.showTypeId === 3
        ? seats.filter((s) => s.preSold).length
        : Math.round(capacity * shareOf(id, input.soldShares, rule));
  const delayTypeId = slot.delayTypeId ?? 1;
  return {
    id,
    productId: rule.productIds[0] ?? '',
    productIds: rule.productIds,
    showId: slot.showId,
    showName: slot.showName,
    showTypeId: rule.showTypeId,
    date,
    time: displayTime(slot.time),
    localTime: slot.time,
    dateTime: start.iso,
    startsAt: start.at,
    capacity,
    preSold,
    selectionIndex: slot.selectionIndex,
    alwaysPromptShow: slot.alwaysPromptShow ?? false,
    alwaysPromptPerformance: slot.alwaysPromptPerformance ?? false,
    uiPrompt: slot.uiPrompt ?? null,
    delayTypeId,
    delaySelectionDateTime:
      delayTypeId !== 1 && slot.delayUntil ? zonedDateTime(input.timeZone, date, slot.delayUntil).iso : null,
    seatingChartImage: rule.seatingChartImage ?? null,
    showCategories: sections,
    seats,
    variantIds: slot.variantIds,
  };
}

/** Every performance of the rules on the dates, ordered by date, selection index and time. */
export function generatePerformances(input: ScheduleInput): PerformanceRecord[] {
  const out: PerformanceRecord[] = [];
  for (const date of [...new Set(input.dates)].sort()) {
    for (const rule of input.rules) {
      const plays = rule.onlyDates ? rule.onlyDates.includes(date) : rule.weekdays.includes(weekday(date));
      if (!plays || rule.productIds.some((p) => input.closed.has(`${p}/${date}`))) continue;
      for (const slot of rule.slots) out.push(makePerformance(rule, slot, date, input));
    }
  }
  return out.sort(
    (a, b) => a.date.localeCompare(b.date) || a.selectionIndex - b.selectionIndex || a.startsAt - b.startsAt,
  );
}
