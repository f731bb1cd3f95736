import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_REQUIRED,
  FIRST_NAME_REQUIRED,
  INVALID_DATE_FORMAT,
  NO_TICKETS_SELECTED_FOR_UPGRADE,
  NO_VALID_BARCODES,
  SELECTION_REQUIRED,
} from '../../src/rules/messages.js';
import {
  linkUpgradeTicketSchema,
  productSelectionSchema,
  productSelectionsComplete,
  toggleUpgradeSelection,
  upgradeBarcodeSchema,
  upgradePassesMessage,
  upgradeTicketSelectionSchema,
} from '../../src/rules/upgrade.js';
import { errorsOf, parsedOf } from './helpers.js';

describe('upgrade barcode input', () => {
  it('splits, cleans and keeps the valid barcodes', () => {
    expect(parsedOf(upgradeBarcodeSchema, 'AB-12,cd 34')).toEqual(['AB12', 'cd34']);
    expect(parsedOf(linkUpgradeTicketSchema, { barcodes: '1234567890ABCDEFG' })).toEqual({
      barcodes: ['1234567890ABCDEFG'],
    });
  });
  it("'No valid barcodes found' when none is left or the input is over 17", () => {
    expect(errorsOf(linkUpgradeTicketSchema, { barcodes: ' , -,' })).toEqual({ barcodes: NO_VALID_BARCODES });
    expect(errorsOf(linkUpgradeTicketSchema, {})).toEqual({ barcodes: NO_VALID_BARCODES });
    expect(errorsOf(upgradeBarcodeSchema, 'x'.repeat(18))).toEqual({ '': NO_VALID_BARCODES });
  });
});

describe('upgrade ticket selection', () => {
  const ok = {
    id: '1',
    selected: true,
    eligibleForUpgrade: true,
    firstName: 'Ada',
    lastName: 'L',
    birthDate: '1/2/2000',
  };
  it('needs one selected eligible ticket', () => {
    expect(errorsOf(upgradeTicketSelectionSchema, [ok])).toEqual({});
    expect(errorsOf(upgradeTicketSelectionSchema, [{ ...ok, selected: false }])).toEqual({
      '': NO_TICKETS_SELECTED_FOR_UPGRADE,
    });
    expect(errorsOf(upgradeTicketSelectionSchema, [{ ...ok, eligibleForUpgrade: false }])).toEqual({
      '': NO_TICKETS_SELECTED_FOR_UPGRADE,
    });
    expect(errorsOf(upgradeTicketSelectionSchema, [])).toEqual({ '': NO_TICKETS_SELECTED_FOR_UPGRADE });
  });
  it("checks the selected tickets' name and birth date inputs on their paths", () => {
    expect(
      errorsOf(upgradeTicketSelectionSchema, [
        { ...ok, selected: false, firstName: '' },
        { ...ok, firstName: '', birthDate: '' },
        { ...ok, birthDate: '2000-13-01' },
      ]),
    ).toEqual({
      '1.firstName': FIRST_NAME_REQUIRED,
      '1.birthDate': BIRTH_DATE_REQUIRED,
      '2.birthDate': INVALID_DATE_FORMAT,
    });
  });
  it('toggles only eligible tickets', () => {
    expect(toggleUpgradeSelection({ eligibleForUpgrade: true, selected: false }).selected).toBe(true);
    expect(toggleUpgradeSelection({ eligibleForUpgrade: true, selected: true }).selected).toBe(false);
    expect(toggleUpgradeSelection({ eligibleForUpgrade: false, selected: false }).selected).toBe(false);
  });
});

describe('renewal and upgrade product selection', () => {
  it("Confirm needs a selection: 'Selection is required'", () => {
    expect(parsedOf(productSelectionSchema, { selectedExtProductVariantId: 'v1' })).toEqual({
      selectedExtProductVariantId: 'v1',
    });
    for (const none of [undefined, null, '', '  ']) {
      expect(errorsOf(productSelectionSchema, { selectedExtProductVariantId: none }), String(none)).toEqual({
        selectedExtProductVariantId: SELECTION_REQUIRED,
      });
    }
    expect(errorsOf(productSelectionSchema, {})).toEqual({ selectedExtProductVariantId: SELECTION_REQUIRED });
  });
  it('Continue needs every pass that requires a product to have one', () => {
    expect(
      productSelectionsComplete([
        { requiresProductSelection: true, selectedExtProductVariantId: 'v' },
        { requiresProductSelection: false },
      ]),
    ).toBe(true);
    expect(
      productSelectionsComplete([{ requiresProductSelection: true, selectedExtProductVariantId: null }]),
    ).toBe(false);
    expect(productSelectionsComplete([])).toBe(true);
  });
  it("'No tickets selected for upgrade' when no pass needs an upgrade", () => {
    expect(upgradePassesMessage([{ isTicketUpgrade: true, requiresProductSelection: true }])).toBeUndefined();
    expect(upgradePassesMessage([{ isTicketUpgrade: false, requiresProductSelection: true }])).toBe(
      NO_TICKETS_SELECTED_FOR_UPGRADE,
    );
    expect(upgradePassesMessage([])).toBe(NO_TICKETS_SELECTED_FOR_UPGRADE);
  });
});
