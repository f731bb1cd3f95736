// Venue local time (America/Chicago) for the reservation calendar, from the catalog's time helpers.
import { facts } from '../../catalog/data/site.js';
import { zonedDate, zonedDateTime } from '../../catalog/time.js';

export { displayTime } from '../../catalog/time.js';

/** The ISO date-time of a local date and "HH:MM" at the venue ('2026-12-05T10:00:00-06:00'). */
export const venueDateTime = (date: string, time: string): string =>
  zonedDateTime(facts.timeZone, date, time).iso;

/** The venue's local date at an instant. */
export const venueToday = (now: number): string => zonedDate(facts.timeZone, now);
