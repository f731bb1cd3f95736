// Upgrade Your Tickets' rules (seed 001 §4, §5 'Other', §8): barcode parsing, selection only of
// eligible tickets, the holder inputs' messages, and the selections sent to upgrade/select.
import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  barcodesOf,
  birthDateText,
  canUpgrade,
  holderName,
  linkedOutcome,
  removeTicketQuestion,
  rowsFrom,
  selectionErrors,
  selectionsOf,
  type TicketRow,
  toggleRow,
} from '../../src/features/upgrade/upgrade-select';
import { outcomeTexts } from '../../src/lib/outcome';

/** The rows of these tickets, one per ticket. */
const rowsOf = (...tickets: LinkedTicket[]) => rowsFrom(tickets) as [TicketRow, TicketRow];

type LinkedTicket = Schema<'LinkedUpgradeTicket'>;

const eligible: LinkedTicket = {
  id: 'lut_4001',
  mediaCode: 'LAP1004820001',
  eligibleForUpgrade: true,
  notEligibleReason: null,
  selected: false,
  firstName: 'Jordan',
  lastName: 'Rivera',
  birthDate: '1988-03-09',
};
const ineligible: LinkedTicket = {
  id: 'lut_4002',
  mediaCode: 'LAP1004820002',
  eligibleForUpgrade: false,
  notEligibleReason: 'This ticket has already been upgraded',
  selected: false,
  firstName: null,
  lastName: null,
  birthDate: null,
};

describe('the Add Ticket barcodes', () => {
  it('splits on commas, removes non-alphanumerics and drops empties', () => {
    expect(barcodesOf('LAP-100,48 20001')).toEqual({ ok: true, barcodes: ['LAP100', '4820001'] });
    expect(barcodesOf(' LAP1004820001 ')).toEqual({ ok: true, barcodes: ['LAP1004820001'] });
  });

  it('gives No valid barcodes found when none is left, or over 17 characters', () => {
    for (const text of ['', ' , ,', '--', 'X'.repeat(18)])
      expect(barcodesOf(text)).toEqual({ ok: false, message: 'No valid barcodes found' });
  });
});

describe('the linked tickets', () => {
  it('start from the server: holder, birth date as mm/dd/yyyy, selected only when eligible', () => {
    const [a, b] = rowsFrom([
      { ...eligible, selected: true },
      { ...ineligible, selected: true },
    ]);
    expect(a).toMatchObject({
      selected: true,
      firstName: 'Jordan',
      lastName: 'Rivera',
      birthDate: '03/09/1988',
    });
    expect(b).toMatchObject({ selected: false, firstName: '', lastName: '', birthDate: '' });
    expect(birthDateText(eligible)).toBe('03/09/1988');
    expect(birthDateText(ineligible)).toBe('');
    expect(holderName(eligible)).toBe('Jordan Rivera');
    expect(holderName(ineligible)).toBe('');
  });

  it('keep what the shopper chose and typed across a reload, and add new tickets', () => {
    const [row] = rowsOf(eligible);
    const edited = { ...toggleRow(row), firstName: 'Jordy' };
    const reloaded = rowsFrom([eligible, ineligible], [edited]);
    expect(reloaded[0]).toMatchObject({ selected: true, firstName: 'Jordy' });
    expect(reloaded[1]?.ticket.id).toBe('lut_4002');
  });

  it('toggle only when eligible; Upgrade needs one selected', () => {
    const [a, b] = rowsOf(eligible, ineligible);
    expect(canUpgrade([a, b])).toBe(false);
    expect(toggleRow(b).selected).toBe(false);
    const chosen = toggleRow(a);
    expect(chosen.selected).toBe(true);
    expect(canUpgrade([chosen, b])).toBe(true);
    expect(toggleRow(chosen).selected).toBe(false);
  });
});

describe('Upgrade Selected Tickets', () => {
  it('says No tickets selected for upgrade with none selected', () => {
    expect(selectionErrors(rowsOf(eligible, ineligible)).list).toBe('No tickets selected for upgrade');
  });

  it('checks the holder inputs of selected tickets with the row messages', () => {
    const [a] = rowsOf(eligible);
    const row = { ...toggleRow(a), firstName: ' ', lastName: '', birthDate: '13/40/1988' };
    expect(selectionErrors([row])).toEqual({
      list: null,
      rows: {
        lut_4001: {
          firstName: 'First name is required',
          lastName: 'Last name is required',
          birthDate: 'Invalid date format',
        },
      },
    });
    expect(selectionErrors([{ ...row, firstName: 'J', lastName: 'R', birthDate: '' }]).rows).toEqual({
      lut_4001: { birthDate: 'Birth date is required' },
    });
    // Typed as m/d/yyyy only: an ISO date is no typed date (seed 001 §5).
    expect(
      selectionErrors([{ ...row, firstName: 'J', lastName: 'R', birthDate: '1988-03-09' }]).rows,
    ).toEqual({
      lut_4001: { birthDate: 'Invalid date format' },
    });
  });

  it('sends the selected eligible tickets with trimmed names and an ISO birth date', () => {
    const [a, b] = rowsOf(eligible, ineligible);
    const row = { ...toggleRow(a), firstName: ' Jordan ', birthDate: '3/9/1988' };
    expect(selectionErrors([row, b])).toEqual({ list: null, rows: {} });
    expect(selectionsOf([row, b])).toEqual([
      { id: 'lut_4001', firstName: 'Jordan', lastName: 'Rivera', birthDate: '1988-03-09' },
    ]);
  });
});

describe("the page's one message (gap: an old failure beside a later success)", () => {
  it("says a link's note politely, and nothing when the server has no note", () => {
    expect(linkedOutcome('No ticket was found for ZZZ1')).toEqual({
      ok: true,
      text: 'No ticket was found for ZZZ1',
    });
    expect(linkedOutcome(null)).toBeNull();
    expect(outcomeTexts(linkedOutcome(null))).toEqual({ status: '', alert: null });
  });

  it('shows a failure as the alert only', () => {
    expect(outcomeTexts({ ok: false, text: 'No valid barcodes found' })).toEqual({
      status: '',
      alert: 'No valid barcodes found',
    });
  });
});

describe('Remove asks first', () => {
  it('naming the ticket', () => {
    expect(removeTicketQuestion(eligible)).toBe(
      'Are you sure you want to remove ticket LAP1004820001 from your tickets?',
    );
  });
});
