// Link Your Passes' rules (seed 001 §4 'Link passes', §5 'Other', §8): the Add Pass form's
// messages by validation method, the selection of passes available for upgrade, and when the
// background update is asked about again (a failed call's words: lib/errors, test/lib/errors.test.ts).
import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  keepPolling,
  keepSelection,
  linkFormErrors,
  linkRequest,
  PASS_LINKED,
  PASS_NOT_ADDED,
  passesToUpgrade,
  removePassQuestion,
  toggleSelection,
  validationLabel,
  validityText,
} from '../../src/features/pass-link/pass-link';
import { type Outcome, outcomeTexts } from '../../src/lib/outcome';

type LinkedPass = Schema<'LinkedPass'>;

const pass = (id: string, availableForUpgrade: boolean): LinkedPass => ({
  extUserAccountTicketId: id,
  platformAccountId: `SP${id}`,
  firstName: 'Jordan',
  lastName: 'Rivera',
  effectiveStartDate: '2026-01-01',
  effectiveEndDate: '2026-12-31',
  availableForUpgrade,
});

describe('the Add Pass form', () => {
  it('asks for the Season Pass ID and the phone (method 1) or the zip code (method 2)', () => {
    expect(linkFormErrors({ passholderId: '', validationData: '' }, 1)).toEqual({
      passholderId: 'Season Pass ID is required',
      validationData: 'Phone Number is required',
    });
    expect(linkFormErrors({ passholderId: ' ', validationData: ' ' }, 2)).toEqual({
      passholderId: 'Season Pass ID is required',
      validationData: 'Zip Code is required',
    });
    expect(linkFormErrors({ passholderId: 'SP2026001234', validationData: '5125550142' }, 1)).toEqual({});
  });

  it('refuses a Pass ID over 17 characters with the same message', () => {
    expect(linkFormErrors({ passholderId: 'X'.repeat(18), validationData: '1' }, null).passholderId).toBe(
      'Season Pass ID is required',
    );
    expect(linkFormErrors({ passholderId: 'X'.repeat(17), validationData: '1' }, null)).toEqual({});
  });

  it('labels the validation data by the method, and sends what was typed without blanks', () => {
    expect(validationLabel(2)).toBe('Zip Code');
    expect(validationLabel(1)).toBe('Phone Number');
    expect(validationLabel(undefined)).toBe('Phone Number');
    expect(linkRequest({ passholderId: ' SP1 ', validationData: ' 512 ' })).toEqual({
      passholderId: 'SP1',
      validationData: '512',
    });
  });
});

describe('selecting passes for Upgrade Selected Passes', () => {
  const open = pass('1', true);
  const closed = pass('2', false);
  const none: ReadonlySet<string> = new Set();

  it('toggles only a pass available for upgrade or renewal', () => {
    const once = toggleSelection(new Set(), open, none);
    expect([...once]).toEqual(['1']);
    expect([...toggleSelection(once, open, none)]).toEqual([]);
    expect([...toggleSelection(once, closed, none)]).toEqual(['1']);
    // Not available for upgrade, but renewable: it can be selected.
    expect([...toggleSelection(once, closed, new Set(['2']))]).toEqual(['1', '2']);
  });

  it('gives the selected selectable ids, or No valid passes selected', () => {
    expect(passesToUpgrade([open, closed], new Set(['1', '2']), none)).toEqual({ ok: true, ids: ['1'] });
    expect(passesToUpgrade([open, closed], new Set(['1', '2']), new Set(['2']))).toEqual({
      ok: true,
      ids: ['1', '2'],
    });
    expect(passesToUpgrade([open, closed], new Set(['2']), none)).toEqual({
      ok: false,
      message: 'No valid passes selected',
    });
    expect(passesToUpgrade([open], new Set(), none)).toEqual({
      ok: false,
      message: 'No valid passes selected',
    });
  });

  it('keeps after a reload only passes still listed and selectable', () => {
    expect([...keepSelection(new Set(['1', '2', '3']), [open, closed], none)]).toEqual(['1']);
    expect([...keepSelection(new Set(['1', '2', '3']), [open, closed], new Set(['2']))]).toEqual(['1', '2']);
  });

  it('shows the validity as mm/dd/yyyy', () => {
    expect(validityText(open)).toBe('01/01/2026 – 12/31/2026');
  });
});

describe('the background update', () => {
  it('is asked about again only while it runs', () => {
    expect(keepPolling({ updateProcessing: true, message: 'Updating' })).toBe(true);
    expect(keepPolling({ updateProcessing: false, message: null })).toBe(false);
    expect(keepPolling(null)).toBe(false);
  });
});

describe("the page's one message (gap: an old failure beside a later success)", () => {
  it('shows a success as the status and a failure as the alert, never both', () => {
    const failed: Outcome = { ok: false, text: PASS_NOT_ADDED };
    const linked: Outcome = { ok: true, text: PASS_LINKED };
    expect(outcomeTexts(failed)).toEqual({ status: '', alert: 'Pass unable to be added' });
    expect(outcomeTexts(linked)).toEqual({ status: 'Pass linked successfully', alert: null });
    expect(outcomeTexts(null)).toEqual({ status: '', alert: null });
  });
});

describe('Remove asks first', () => {
  it('naming the pass and its holder', () => {
    expect(removePassQuestion(pass('2001', true))).toBe(
      'Are you sure you want to remove pass SP2001 (Jordan Rivera) from your linked passes?',
    );
  });
});
