// Upgrade Your Tickets (seed 001 §2, §3 'Linked upgrade ticket', §4, §5 'Other', §8): the page's
// rules as plain functions over the SDK's (barcode parsing, selection toggling and checks).
import type { Schema } from '@boxoffice/sdk';
import {
  formatDisplayDate,
  linkUpgradeTicketSchema,
  NO_VALID_BARCODES,
  parseDisplayDate,
  toggleUpgradeSelection,
  upgradeTicketSelectionSchema,
} from '@boxoffice/sdk/rules';
import { typedBirthDate } from '../../components/birth-date';
import type { Outcome } from '../../lib/outcome';

type LinkedTicket = Schema<'LinkedUpgradeTicket'>;
type Selection = Schema<'UpgradeSelection'>;

/** A linked ticket as the page holds it: the shopper's selection and holder inputs (birth date as typed, mm/dd/yyyy). */
export interface TicketRow {
  readonly ticket: LinkedTicket;
  readonly selected: boolean;
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string;
}

export type HolderField = 'firstName' | 'lastName' | 'birthDate';
export type RowErrors = Partial<Record<HolderField, string>>;

/**
 * The rows for a (re)loaded list: a ticket already listed keeps what the shopper chose and typed;
 * a new one starts from the server's answer (its selection, holder and birth date).
 */
export function rowsFrom(tickets: readonly LinkedTicket[], previous: readonly TicketRow[] = []): TicketRow[] {
  const kept = new Map(previous.map((row) => [row.ticket.id, row]));
  return tickets.map((ticket) => {
    const before = kept.get(ticket.id);
    if (before) return { ...before, ticket, selected: before.selected && ticket.eligibleForUpgrade };
    return {
      ticket,
      selected: ticket.selected && ticket.eligibleForUpgrade,
      firstName: ticket.firstName ?? '',
      lastName: ticket.lastName ?? '',
      birthDate: ticket.birthDate ? formatDisplayDate(ticket.birthDate) : '',
    };
  });
}

// Checked as sent: blanks around what was typed do not count (a name of spaces is no name).
const ruleShape = (row: TicketRow) => ({
  selected: row.selected,
  eligibleForUpgrade: row.ticket.eligibleForUpgrade,
  firstName: row.firstName.trim(),
  lastName: row.lastName.trim(),
  birthDate: typedBirthDate(row.birthDate.trim()),
});

/** A ticket toggles only when it is eligible (001 §4). */
export function toggleRow(row: TicketRow): TicketRow {
  return { ...row, selected: toggleUpgradeSelection(ruleShape(row)).selected === true };
}

/** Upgrade Selected Tickets is enabled when at least one eligible ticket is selected. */
export const canUpgrade = (rows: readonly TicketRow[]): boolean =>
  rows.some((row) => row.selected && row.ticket.eligibleForUpgrade);

/** The selection's messages: one for the list ('No tickets selected for upgrade'), and per row by id. */
export function selectionErrors(rows: readonly TicketRow[]): {
  list: string | null;
  rows: Readonly<Record<string, RowErrors>>;
} {
  const result = upgradeTicketSelectionSchema.safeParse(rows.map(ruleShape));
  const byRow: Record<string, RowErrors> = {};
  let list: string | null = null;
  if (result.success) return { list, rows: byRow };
  for (const issue of result.error.issues) {
    const [index, field] = issue.path as [number | undefined, HolderField | undefined];
    const row = index === undefined ? undefined : rows[index];
    if (!row || !field) {
      list ??= issue.message;
      continue;
    }
    const errors: RowErrors = byRow[row.ticket.id] ?? {};
    errors[field] ??= issue.message;
    byRow[row.ticket.id] = errors;
  }
  return { list, rows: byRow };
}

/** POST upgrade/select's selections: the selected eligible tickets, names trimmed, birth date ISO. */
export function selectionsOf(rows: readonly TicketRow[]): Selection[] {
  return rows
    .filter((row) => row.selected && row.ticket.eligibleForUpgrade)
    .map((row) => ({
      id: row.ticket.id,
      firstName: row.firstName.trim(),
      lastName: row.lastName.trim(),
      birthDate: parseDisplayDate(row.birthDate.trim()) ?? row.birthDate,
    }));
}

/** The Add Ticket input to the barcodes sent, or 'No valid barcodes found' (the SDK's rule). */
export function barcodesOf(text: string): { ok: true; barcodes: string[] } | { ok: false; message: string } {
  const result = linkUpgradeTicketSchema.safeParse({ barcodes: text });
  if (result.success) return { ok: true, barcodes: result.data.barcodes };
  return { ok: false, message: result.error.issues[0]?.message ?? NO_VALID_BARCODES };
}

/** 'mm/dd/yyyy' of the ticket's birth date on file, or '' when it has none. */
export const birthDateText = (ticket: LinkedTicket): string =>
  ticket.birthDate ? formatDisplayDate(ticket.birthDate) : '';

/** The ticket's holder as listed, or '' when it has none. */
export const holderName = (ticket: LinkedTicket): string =>
  [ticket.firstName, ticket.lastName].filter(Boolean).join(' ');

/** A link's outcome: its note when the server sent one, else nothing to say (the list shows the ticket). */
export const linkedOutcome = (note: string | null): Outcome | null =>
  note ? { ok: true, text: note } : null;

// Remove asks first, in the dialog the cart asks with (RemoveConfirmDialog); seed 001 gives no
// question for a linked ticket, so it is ours.
export const removeTicketQuestion = (ticket: LinkedTicket): string =>
  `Are you sure you want to remove ticket ${ticket.mediaCode} from your tickets?`;
