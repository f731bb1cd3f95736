// What a typed birth date is to the SDK's birth date rules. Those rules read ISO dates too, as the API
// sends them; a date the shopper types must be m/d/yyyy (seed 001 §5: mm/dd/yyyy on pass
// demographics, m/d/yyyy in holder rows, whose mask also takes a dash or a dot). So typed text that
// is only an ISO date ('1988-03-09') reaches the rules as no date, and gets their 'invalid' message.
import { parseDisplayDate, parseIsoDate } from '@boxoffice/sdk/rules';

/** A stand-in no rule reads as a date. */
const NOT_TYPED_FORM = 'yyyy-mm-dd';

export const typedBirthDate = (text: string): string =>
  parseDisplayDate(text) === null && parseIsoDate(text) !== null ? NOT_TYPED_FORM : text;
