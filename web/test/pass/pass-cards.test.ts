import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import {
  added,
  blocksContinue,
  canContinue,
  cardFailed,
  cardHeading,
  cardStatus,
  checkBeforeUpdate,
  editField,
  enabledFields,
  formOf,
  loadCards,
  newCards,
  type PassCardsState,
  photoUploaded,
  primaryContactId,
  removed,
  removePassQuestion,
  renewalCards,
  setCopyToAll,
  showsCopyToggle,
  toggleCard,
  updateBody,
  updated,
} from '../../src/features/pass/pass-cards';

type CartPass = Schema<'CartPass'>;
const today = '2026-11-22';
const ctx = { today, stateAbbreviations: ['TX', 'CA', 'NY'] };

/** The story's passes (openapi/STORY.md): ct_3001 renewal for Jordan, ct_3002 new for Avery. */
function pass(over: Partial<CartPass> = {}): CartPass {
  return {
    extCartTicketId: 'ct_3001',
    firstName: 'Jordan',
    lastName: 'Rivera',
    emailAddress: 'jordan.rivera@example.com',
    birthDate: '1988-03-09',
    address1: '1200 Lakeview Dr',
    address2: 'Apt 4B',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    phoneNumber: '5125550142',
    platformAccountId: 'SP2026001234',
    demographicsUpdateRequired: false,
    allowNameChange: false,
    allowBirthDateChange: false,
    requiresProductSelection: true,
    isTicketUpgrade: false,
    isRenewal: true,
    selectedExtProductVariantId: 'var_gold_adult',
    productDisplayName: 'Gold Season Pass 2027',
    passLevelName: 'Gold',
    passKindId: 1,
    photoUploaded: false,
    isPrimaryContact: true,
    ...over,
  };
}

const newPass = (id: string, over: Partial<CartPass> = {}) =>
  pass({
    extCartTicketId: id,
    firstName: 'Avery',
    lastName: 'Rivera',
    emailAddress: null,
    birthDate: '2018-06-14',
    platformAccountId: null,
    allowNameChange: true,
    allowBirthDateChange: true,
    requiresProductSelection: false,
    isRenewal: false,
    isPrimaryContact: false,
    ...over,
  });

const blankNew = (id: string) =>
  newPass(id, {
    firstName: null,
    lastName: null,
    birthDate: null,
    address1: null,
    address2: null,
    city: null,
    state: null,
    zip: null,
    phoneNumber: null,
  });

const card = (state: PassCardsState, id: string) => {
  const found = state.cards.find((c) => c.pass.extCartTicketId === id);
  if (!found) throw new Error(id);
  return found;
};

describe('loading the cards (seed 001 §4, §5)', () => {
  it('puts renewals first, completes valid passes collapsed, opens incomplete ones', () => {
    const state = loadCards([newPass('ct_3002'), pass(), blankNew('ct_3004')], ctx);
    expect(state.cards.map((c) => c.pass.extCartTicketId)).toEqual(['ct_3001', 'ct_3002', 'ct_3004']);
    expect(renewalCards(state).map((c) => c.pass.extCartTicketId)).toEqual(['ct_3001']);
    expect(newCards(state).map((c) => c.pass.extCartTicketId)).toEqual(['ct_3002', 'ct_3004']);
    expect(card(state, 'ct_3001')).toMatchObject({ completed: true, expanded: false });
    expect(card(state, 'ct_3004')).toMatchObject({ completed: false, expanded: true });
    expect(state.copyToAll).toBe(false);
  });

  it('flags a renewal’s errors on load but only checks a new pass', () => {
    const state = loadCards([pass({ city: null }), blankNew('ct_3004')], ctx);
    expect(card(state, 'ct_3001').errors).toEqual({ city: 'City is required' });
    expect(card(state, 'ct_3001').errorMessage).toBe('Please correct errors above');
    expect(card(state, 'ct_3004')).toMatchObject({ errors: {}, errorMessage: null, completed: false });
  });

  it('does not complete a pass whose details need confirming', () => {
    const state = loadCards([pass({ demographicsUpdateRequired: true })], ctx);
    const renewal = card(state, 'ct_3001');
    expect(renewal).toMatchObject({ completed: false, expanded: true });
    expect(cardStatus(renewal)).toBe('Not Confirmed in 12+ Months');
    expect(blocksContinue(renewal)).toBe(true);
  });

  it('shows the form as typed: birth date mm/dd/yyyy, phone masked', () => {
    expect(formOf(pass())).toMatchObject({ birthDate: '03/09/1988', phoneNumber: '(512) 555-0142' });
    expect(formOf(blankNew('x'))).toMatchObject({ firstName: '', birthDate: '', state: '' });
  });

  it('refuses a state that is not one of country 80', () => {
    const state = loadCards([pass({ state: 'ON' })], ctx);
    expect(card(state, 'ct_3001').errors).toEqual({ state: 'State is required' });
  });
});

describe('the card heading and its removal question (seed 001 §2)', () => {
  it("names the holder and the Pass ID, or 'New Passholder' once for a blank new pass", () => {
    const state = loadCards([pass(), newPass('ct_3002'), blankNew('ct_3004')], ctx);
    expect(cardHeading(card(state, 'ct_3001'))).toEqual({
      name: 'Jordan Rivera',
      detail: 'Pass ID: SP2026001234',
    });
    expect(cardHeading(card(state, 'ct_3002'))).toEqual({ name: 'Avery Rivera', detail: 'New Passholder' });
    expect(cardHeading(card(state, 'ct_3004'))).toEqual({ name: 'New Passholder', detail: null });
  });

  it('asks before Remove Pass, naming the pass', () => {
    const state = loadCards([pass(), newPass('ct_3002'), blankNew('ct_3004')], ctx);
    expect(removePassQuestion(card(state, 'ct_3001'))).toBe(
      'Are you sure you want to remove pass SP2026001234 (Jordan Rivera) from your cart?',
    );
    expect(removePassQuestion(card(state, 'ct_3002'))).toBe(
      'Are you sure you want to remove the new pass for Avery Rivera from your cart?',
    );
    expect(removePassQuestion(card(state, 'ct_3004'))).toBe(
      'Are you sure you want to remove this new pass from your cart?',
    );
  });
});

describe('statuses and Continue', () => {
  it('says Completed or Not Completed', () => {
    const state = loadCards([pass(), blankNew('ct_3004')], ctx);
    expect(cardStatus(card(state, 'ct_3001'))).toBe('Completed');
    expect(cardStatus(card(state, 'ct_3004'))).toBe('Not Completed');
  });

  it('continues only when every pass is complete', () => {
    expect(canContinue(loadCards([pass(), newPass('ct_3002')], ctx))).toBe(true);
    expect(canContinue(loadCards([pass(), blankNew('ct_3004')], ctx))).toBe(false);
    expect(canContinue(loadCards([], ctx))).toBe(false);
  });

  it('is not completed after an edit until Update', () => {
    const state = editField(loadCards([pass()], ctx), 'ct_3001', 'city', 'Dallas', today);
    expect(card(state, 'ct_3001').completed).toBe(false);
    expect(canContinue(state)).toBe(false);
  });
});

describe('the primary contact', () => {
  it('is the first renewal pass', () => {
    expect(primaryContactId(loadCards([newPass('ct_3002'), pass()], ctx))).toBe('ct_3001');
  });
  it('is the first new pass without renewals', () => {
    expect(primaryContactId(loadCards([newPass('ct_3002'), newPass('ct_3005')], ctx))).toBe('ct_3002');
    expect(primaryContactId(loadCards([], ctx))).toBeNull();
  });
});

describe('Update', () => {
  it('shows the rules’ messages and Please correct errors above on a failing pass', () => {
    const start = loadCards([blankNew('ct_3004')], ctx);
    const { state, valid } = checkBeforeUpdate(start, 'ct_3004', ctx);
    expect(valid).toBe(false);
    expect(card(state, 'ct_3004').errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      birthDate: 'A valid birth date is required (mm/dd/yyyy)',
      address1: 'Address1 is required',
      city: 'City is required',
      state: 'State is required',
      zip: 'A 5 digit US or 6 character Canadian postal code is required',
      phoneNumber: 'A 10 digit phone number is required',
    });
    expect(card(state, 'ct_3004').errorMessage).toBe('Please correct errors above');
  });

  it('checks the email only when given', () => {
    let state = loadCards([pass({ allowNameChange: true })], ctx);
    state = editField(state, 'ct_3001', 'emailAddress', 'not-an-email', today);
    expect(checkBeforeUpdate(state, 'ct_3001', ctx).state.cards[0]?.errors).toEqual({
      emailAddress: 'Email address is invalid (email address is not required)',
    });
    state = editField(state, 'ct_3001', 'emailAddress', '', today);
    expect(checkBeforeUpdate(state, 'ct_3001', ctx).valid).toBe(true);
  });

  it('takes a typed birth date as mm/dd/yyyy or m/d/yyyy only, never ISO (seed 001 §5)', () => {
    const state = editField(loadCards([newPass('ct_3002')], ctx), 'ct_3002', 'zip', '78701', today);
    const typed = (birthDate: string) =>
      checkBeforeUpdate(editField(state, 'ct_3002', 'birthDate', birthDate, today), 'ct_3002', ctx);
    expect(card(typed('1988-03-09').state, 'ct_3002').errors).toEqual({
      birthDate: 'A valid birth date is required (mm/dd/yyyy)',
    });
    expect(typed('03/09/1988').valid).toBe(true);
    expect(typed('3/9/1988').valid).toBe(true);
  });

  it('does not check names or birth date the pass does not let the shopper change', () => {
    const locked = loadCards([pass({ firstName: null, birthDate: null })], ctx);
    expect(checkBeforeUpdate(locked, 'ct_3001', ctx).valid).toBe(true);
    const c = card(locked, 'ct_3001');
    expect(enabledFields(c, today)).toEqual({ name: false, birthDate: false, emailAddress: true });
  });

  it('clears and closes a valid card’s messages, then sends ISO birth date and digits', () => {
    const state = editField(loadCards([newPass('ct_3002')], ctx), 'ct_3002', 'zip', '78701', today);
    const check = checkBeforeUpdate(state, 'ct_3002', ctx);
    expect(check.valid).toBe(true);
    expect(updateBody(card(check.state, 'ct_3002'), today)).toEqual({
      firstName: 'Avery',
      lastName: 'Rivera',
      emailAddress: null,
      birthDate: '2018-06-14',
      address1: '1200 Lakeview Dr',
      address2: 'Apt 4B',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phoneNumber: '5125550142',
    });
  });

  it('keeps the pass’s own name when it may not be changed', () => {
    const c = card(loadCards([pass()], ctx), 'ct_3001');
    expect(updateBody({ ...c, form: { ...c.form, firstName: 'X' } }, today).firstName).toBe('Jordan');
  });

  it('completes and collapses the card and opens the next incomplete pass, renewals first', () => {
    const start = loadCards(
      [pass({ demographicsUpdateRequired: true }), newPass('ct_3002'), blankNew('ct_3004')],
      ctx,
    );
    const collapsed = toggleCard(start, 'ct_3004');
    expect(card(collapsed, 'ct_3004').expanded).toBe(false);
    const state = updated(collapsed, pass({ demographicsUpdateRequired: true }));
    expect(card(state, 'ct_3001')).toMatchObject({ completed: true, expanded: false });
    expect(card(state, 'ct_3001').pass.demographicsUpdateRequired).toBe(false);
    expect(cardStatus(card(state, 'ct_3001'))).toBe('Completed');
    expect(card(state, 'ct_3004').expanded).toBe(true);
    expect(card(state, 'ct_3002').expanded).toBe(false);
  });

  it('shows a failed call’s message on the card', () => {
    const state = cardFailed(loadCards([pass()], ctx), 'ct_3001', 'This pass is not in your cart');
    expect(card(state, 'ct_3001')).toMatchObject({
      errorMessage: 'This pass is not in your cart',
      expanded: true,
    });
  });
});

describe('the age-13 email rule', () => {
  it('disables the email at 13 or under and clears it when the birth date says so', () => {
    let state = loadCards([newPass('ct_3002', { birthDate: '1990-01-01', emailAddress: 'a@b.co' })], ctx);
    expect(enabledFields(card(state, 'ct_3002'), today).emailAddress).toBe(true);
    state = editField(state, 'ct_3002', 'birthDate', '11/22/2013', today);
    expect(card(state, 'ct_3002').form.emailAddress).toBe('');
    expect(enabledFields(card(state, 'ct_3002'), today).emailAddress).toBe(false);
  });

  it('keeps the email at 14', () => {
    let state = loadCards([newPass('ct_3002', { birthDate: '1990-01-01', emailAddress: 'a@b.co' })], ctx);
    state = editField(state, 'ct_3002', 'birthDate', '11/21/2012', today);
    expect(card(state, 'ct_3002').form.emailAddress).toBe('a@b.co');
  });

  it('sends no email for a child', () => {
    const c = card(loadCards([newPass('ct_3002', { emailAddress: 'kid@example.com' })], ctx), 'ct_3002');
    expect(updateBody(c, today).emailAddress).toBeNull();
  });
});

describe("'use this information for all new passholders'", () => {
  const adult = newPass('ct_3005', { firstName: 'Sam', birthDate: '1990-05-05', emailAddress: null });
  const three = () => loadCards([pass(), newPass('ct_3002'), adult, blankNew('ct_3004')], ctx);

  it('shows on the first new pass only, when there is more than one new pass', () => {
    expect(showsCopyToggle(three(), 'ct_3002')).toBe(true);
    expect(showsCopyToggle(three(), 'ct_3005')).toBe(false);
    expect(showsCopyToggle(three(), 'ct_3001')).toBe(false);
    expect(showsCopyToggle(loadCards([pass(), newPass('ct_3002')], ctx), 'ct_3002')).toBe(false);
  });

  it('copies the first new pass’s contact fields when turned on, opening the others not completed', () => {
    const state = setCopyToAll(three(), true, today);
    expect(state.copyToAll).toBe(true);
    expect(card(state, 'ct_3004').form).toMatchObject({
      address1: '1200 Lakeview Dr',
      address2: 'Apt 4B',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phoneNumber: '(512) 555-0142',
      firstName: '',
    });
    expect(card(state, 'ct_3005')).toMatchObject({ expanded: true, completed: false });
    // The renewal is not a new pass: untouched.
    expect(card(state, 'ct_3001')).toEqual(card(three(), 'ct_3001'));
  });

  it('copies each edit of the first new pass while on, but not the names or birth date', () => {
    let state = setCopyToAll(three(), true, today);
    state = editField(state, 'ct_3002', 'city', 'Dallas', today);
    state = editField(state, 'ct_3002', 'phoneNumber', '2145550100', today);
    state = editField(state, 'ct_3002', 'firstName', 'Ava', today);
    expect(card(state, 'ct_3005').form).toMatchObject({
      city: 'Dallas',
      phoneNumber: '(214) 555-0100',
      firstName: 'Sam',
    });
    expect(card(state, 'ct_3004').form.city).toBe('Dallas');
  });

  it('copies the email only to holders over 13', () => {
    let state = setCopyToAll(
      loadCards([newPass('ct_3001', { birthDate: '1988-03-09' }), adult, newPass('ct_3002')], ctx),
      true,
      today,
    );
    state = editField(state, 'ct_3001', 'emailAddress', 'family@example.com', today);
    expect(card(state, 'ct_3005').form.emailAddress).toBe('family@example.com');
    expect(card(state, 'ct_3002').form.emailAddress).toBe('');
  });

  it('copies nothing while off, nor from another pass', () => {
    let state = three();
    state = editField(state, 'ct_3002', 'city', 'Dallas', today);
    expect(card(state, 'ct_3005').form.city).toBe('Austin');
    state = setCopyToAll(state, true, today);
    state = editField(state, 'ct_3005', 'city', 'Houston', today);
    expect(card(state, 'ct_3002').form.city).toBe('Dallas');
    state = setCopyToAll(state, false, today);
    state = editField(state, 'ct_3002', 'city', 'Waco', today);
    expect(card(state, 'ct_3005').form.city).toBe('Houston');
  });
});

describe('adding, removing and photos', () => {
  it('adds a new pass expanded and not completed, at the end', () => {
    const state = added(loadCards([pass()], ctx), blankNew('ct_3004'));
    expect(state.cards.at(-1)).toMatchObject({ expanded: true, completed: false });
    expect(canContinue(state)).toBe(false);
  });

  it('removes a pass and turns the toggle off once one new pass is left', () => {
    let state = setCopyToAll(loadCards([newPass('ct_3002'), newPass('ct_3005')], ctx), true, today);
    state = removed(state, 'ct_3005');
    expect(state.cards).toHaveLength(1);
    expect(state.copyToAll).toBe(false);
  });

  it('marks the photo uploaded', () => {
    const state = photoUploaded(loadCards([pass()], ctx), 'ct_3001');
    expect(card(state, 'ct_3001').pass.photoUploaded).toBe(true);
  });
});
