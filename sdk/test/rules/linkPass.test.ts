import { describe, expect, it } from 'vitest';
import {
  linkPassSchema,
  seasonPassIdSchema,
  selectedPassIds,
  validationDataRequiredMessage,
} from '../../src/rules/linkPass.js';
import {
  NO_VALID_PASSES_SELECTED,
  PHONE_NUMBER_REQUIRED,
  SEASON_PASS_ID_REQUIRED,
  ZIP_CODE_REQUIRED,
} from '../../src/rules/messages.js';
import { errorsOf, parsedOf } from './helpers.js';

describe('link pass', () => {
  it('accepts a pass id of up to 17 characters and the validation data', () => {
    expect(parsedOf(linkPassSchema(2), { passholderId: 'P'.repeat(17), validationData: '12345' })).toEqual({
      passholderId: 'P'.repeat(17),
      validationData: '12345',
    });
  });
  it("'Season Pass ID is required' when empty or over 17", () => {
    expect(errorsOf(linkPassSchema(1), { passholderId: '', validationData: 'x' })).toEqual({
      passholderId: SEASON_PASS_ID_REQUIRED,
    });
    expect(errorsOf(seasonPassIdSchema, 'P'.repeat(18))).toEqual({ '': SEASON_PASS_ID_REQUIRED });
  });
  it('validation method 2 asks for the zip, any other for the phone', () => {
    expect(errorsOf(linkPassSchema(2), { passholderId: 'P1' })).toEqual({
      validationData: ZIP_CODE_REQUIRED,
    });
    expect(errorsOf(linkPassSchema(1), { passholderId: 'P1', validationData: '' })).toEqual({
      validationData: PHONE_NUMBER_REQUIRED,
    });
    expect(errorsOf(linkPassSchema(null), { passholderId: 'P1', validationData: null })).toEqual({
      validationData: PHONE_NUMBER_REQUIRED,
    });
    expect([validationDataRequiredMessage(2), validationDataRequiredMessage(undefined)]).toEqual([
      ZIP_CODE_REQUIRED,
      PHONE_NUMBER_REQUIRED,
    ]);
  });
  it('reports both fields at once', () => {
    expect(errorsOf(linkPassSchema(2), {})).toEqual({
      passholderId: SEASON_PASS_ID_REQUIRED,
      validationData: ZIP_CODE_REQUIRED,
    });
  });
});

describe('Upgrade Selected Passes', () => {
  const passes = [
    { extUserAccountTicketId: 'a', selected: true, availableForUpgrade: true },
    { extUserAccountTicketId: 'b', selected: true, availableForUpgrade: false },
    { extUserAccountTicketId: 'c', selected: false, availableForUpgrade: true },
  ];
  it('gives the selected available pass ids', () => {
    expect(selectedPassIds(passes)).toEqual({ ok: true, ids: ['a'] });
    expect(selectedPassIds(passes, () => true)).toEqual({ ok: true, ids: ['a', 'b'] });
  });
  it("or 'No valid passes selected'", () => {
    expect(selectedPassIds(passes.slice(1))).toEqual({ ok: false, message: NO_VALID_PASSES_SELECTED });
    expect(selectedPassIds([])).toEqual({ ok: false, message: NO_VALID_PASSES_SELECTED });
  });
});
