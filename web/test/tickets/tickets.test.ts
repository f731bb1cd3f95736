// The ticket view's rules (seed 001 §2 'Order lookup and ticket view').
import { describe, expect, it } from 'vitest';
import {
  NO_TICKET,
  RETURN_TO_PROFILE,
  TICKETS_TITLE,
  ticketId,
  ticketsStart,
} from '../../src/features/tickets/tickets';

describe('the ticket view', () => {
  it("uses the seed's words", () => {
    expect(TICKETS_TITLE).toBe('Your Tickets');
    expect(RETURN_TO_PROFILE).toBe('Return to my profile');
  });
  it('takes the route id decoded and trimmed', () => {
    expect(ticketId('uat_2001')).toBe('uat_2001');
    expect(ticketId('atg%204001')).toBe('atg 4001');
    expect(ticketId('%E0%A4%A')).toBe('%E0%A4%A');
    expect(ticketId(' ')).toBeNull();
    expect(ticketId(undefined)).toBeNull();
  });
  it('loads when there is an id, and says so when there is none', () => {
    expect(ticketsStart('uat_2001')).toEqual({ kind: 'loading' });
    expect(ticketsStart(null)).toEqual({ kind: 'failed', message: NO_TICKET });
  });
});
