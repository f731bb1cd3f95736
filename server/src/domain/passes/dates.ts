// The venue's calendar day (America/Chicago, STORY.md) for date rules: ages, 12-month
// confirmations, expired entitlements. From the server's clock, never the host's date.
const venueDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Chicago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** yyyy-mm-dd at the venue for a clock reading in milliseconds. */
export const venueToday = (now: number): string => venueDay.format(new Date(now));
