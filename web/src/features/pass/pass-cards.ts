// The pass cards of the pass demographics page (seed 001 §4 'Pass card', §5) as plain state and
// transitions; the page only renders them and makes the calls.
//
// Which Cart pass field drives which status (the seed's 'completed' is interface-only):
// - demographicsUpdateRequired -> 'Not Confirmed in 12+ Months' (and the pass blocks Continue);
// - otherwise `completed` -> 'Completed', else 'Not Completed'. On load a pass is completed when
//   its details pass every rule of §5 (the backend's own readiness test); after that, a successful
//   Update completes it. Ours: an edit not yet saved makes the card 'Not Completed' again, so
//   Continue never skips unsaved changes.
// Sections: isRenewal -> Renewable Passes; every other pass (new, and ticket upgrades) -> NEW Passes,
// so the primary contact is the first renewal pass, else the first pass of the list, as the backend
// computes `isPrimaryContact`.
import type { Schema } from '@boxoffice/sdk';
import {
  digitsOnly,
  emailDisabled,
  formatDisplayDate,
  formatNanpPhone,
  parseDisplayDate,
  todayIso,
  validatePassDemographics,
} from '@boxoffice/sdk/rules';
import { typedBirthDate } from '../../components/birth-date';

type CartPass = Schema<'CartPass'>;

export const STATUS_NOT_CONFIRMED = 'Not Confirmed in 12+ Months';
export const STATUS_NOT_COMPLETED = 'Not Completed';
export const STATUS_COMPLETED = 'Completed';

/** The card's form, as typed: birth date mm/dd/yyyy, phone masked (xxx) xxx-xxxx. */
export interface PassForm {
  firstName: string;
  lastName: string;
  emailAddress: string;
  birthDate: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  phoneNumber: string;
}
export type PassField = keyof PassForm;

export interface PassCard {
  readonly pass: CartPass;
  readonly form: PassForm;
  readonly completed: boolean;
  readonly expanded: boolean;
  /** Field messages shown under the inputs. */
  readonly errors: Readonly<Record<string, string>>;
  /** 'Please correct errors above', or the server's message for this card. */
  readonly errorMessage: string | null;
}

export interface PassCardsState {
  readonly cards: readonly PassCard[];
  /** 'use this information for all new passholders' */
  readonly copyToAll: boolean;
}

export interface RuleContext {
  readonly today?: string;
  /** The states of country 80 offered; when known, the state must be one of them. */
  readonly stateAbbreviations?: readonly string[];
}

/** What the toggle copies from the first new pass (seed 001 §4: email, address, city, state, zip, phone). */
export const COPIED_FIELDS: readonly PassField[] = [
  'emailAddress',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'phoneNumber',
];

export const isRenewalCard = (card: PassCard): boolean => card.pass.isRenewal;
export const renewalCards = (state: PassCardsState) => state.cards.filter(isRenewalCard);
export const newCards = (state: PassCardsState) => state.cards.filter((c) => !isRenewalCard(c));

/** The form of a pass as the API gives it. */
export function formOf(pass: CartPass): PassForm {
  return {
    firstName: pass.firstName ?? '',
    lastName: pass.lastName ?? '',
    emailAddress: pass.emailAddress ?? '',
    birthDate: pass.birthDate ? formatDisplayDate(pass.birthDate) : '',
    address1: pass.address1 ?? '',
    address2: pass.address2 ?? '',
    city: pass.city ?? '',
    state: pass.state ?? '',
    zip: pass.zip ?? '',
    phoneNumber: formatNanpPhone(pass.phoneNumber ?? ''),
  };
}

/** The §5 rules for a card's form, with the pass's edit flags. */
export function validateCard(card: Pick<PassCard, 'pass' | 'form'>, context: RuleContext = {}) {
  const { pass, form } = card;
  return validatePassDemographics(
    {
      ...form,
      birthDate: typedBirthDate(form.birthDate),
      allowNameChange: pass.allowNameChange,
      allowBirthDateChange: pass.allowBirthDateChange,
    },
    { today: context.today ?? todayIso(), stateAbbreviations: context.stateAbbreviations },
  );
}

/** Which inputs a card enables (seed 001 §4). */
export function enabledFields(card: PassCard, today: string = todayIso()) {
  return {
    name: card.pass.allowNameChange,
    birthDate: card.pass.allowBirthDateChange,
    emailAddress: !emailDisabled(typedBirthDate(card.form.birthDate), today),
  };
}

/**
 * The cards on load: each pass is checked against the rules. A renewal's failures are shown; a new
 * pass is only checked (no messages until the shopper presses Update). A card starts expanded
 * when it is not complete.
 */
export function loadCards(passes: readonly CartPass[], context: RuleContext = {}): PassCardsState {
  // Renewals first, then the new passes, each in the server's order.
  const ordered = [...passes.filter((p) => p.isRenewal), ...passes.filter((p) => !p.isRenewal)];
  const cards = ordered.map((pass): PassCard => {
    const form = formOf(pass);
    const result = validateCard({ pass, form }, context);
    const completed = result.valid && !pass.demographicsUpdateRequired;
    const flag = pass.isRenewal && !result.valid;
    return {
      pass,
      form,
      completed,
      expanded: !completed,
      errors: flag ? result.errors : {},
      errorMessage: flag ? (result.errorMessage ?? null) : null,
    };
  });
  return { cards, copyToAll: false };
}

/** A new holder's name until one is typed (seed 001 §2). */
export const NEW_PASSHOLDER = 'New Passholder';

/** The holder's name as typed on the card, else 'New Passholder'. */
export const holderName = (card: Pick<PassCard, 'form'>): string =>
  [card.form.firstName, card.form.lastName].filter(Boolean).join(' ') || NEW_PASSHOLDER;

/**
 * The card's heading (seed 001 §2): the name, and the Pass ID when it exists, else 'New Passholder'
 * beside a typed name; a blank new pass reads 'New Passholder' once.
 */
export function cardHeading(card: Pick<PassCard, 'pass' | 'form'>): { name: string; detail: string | null } {
  const name = holderName(card);
  if (card.pass.platformAccountId) return { name, detail: `Pass ID: ${card.pass.platformAccountId}` };
  return { name, detail: name === NEW_PASSHOLDER ? null : NEW_PASSHOLDER };
}

// Remove Pass asks first, in the dialog every removal asks with (RemoveConfirmDialog); seed 001 gives
// no question for it, so it is ours.
export function removePassQuestion(card: Pick<PassCard, 'pass' | 'form'>): string {
  const name = holderName(card);
  const id = card.pass.platformAccountId;
  if (id) return `Are you sure you want to remove pass ${id} (${name}) from your cart?`;
  return name === NEW_PASSHOLDER
    ? 'Are you sure you want to remove this new pass from your cart?'
    : `Are you sure you want to remove the new pass for ${name} from your cart?`;
}

export function cardStatus(card: PassCard): string {
  if (card.pass.demographicsUpdateRequired) return STATUS_NOT_CONFIRMED;
  return card.completed ? STATUS_COMPLETED : STATUS_NOT_COMPLETED;
}

/** The primary contact: the first renewal pass, else the first new pass. */
export function primaryContactId(state: PassCardsState): string | null {
  return (renewalCards(state)[0] ?? newCards(state)[0])?.pass.extCartTicketId ?? null;
}

/** The toggle shows on the first new pass only, and only when there is more than one new pass. */
export function showsCopyToggle(state: PassCardsState, extCartTicketId: string): boolean {
  const news = newCards(state);
  return news.length > 1 && news[0]?.pass.extCartTicketId === extCartTicketId;
}

/** A pass blocks Continue while it is not completed or still needs its details confirmed. */
export const blocksContinue = (card: PassCard): boolean =>
  !card.completed || card.pass.demographicsUpdateRequired;

/** Continue only when every renewal and new pass is complete (and there is at least one). */
export const canContinue = (state: PassCardsState): boolean =>
  state.cards.length > 0 && !state.cards.some(blocksContinue);

const mapCard = (
  state: PassCardsState,
  id: string,
  change: (card: PassCard) => PassCard,
): PassCardsState => ({
  ...state,
  cards: state.cards.map((card) => (card.pass.extCartTicketId === id ? change(card) : card)),
});

/** A form with the age-13 rule applied: at 13 or under the email is cleared. */
function withAgeRule(form: PassForm, today: string): PassForm {
  return emailDisabled(typedBirthDate(form.birthDate), today) ? { ...form, emailAddress: '' } : form;
}

/** Copies the first new pass's contact fields to the other new passes, opening them not completed. */
function copyFromFirstNew(state: PassCardsState, today: string): PassCardsState {
  const [first, ...others] = newCards(state);
  if (!first || others.length === 0) return state;
  const targets = new Set(others.map((c) => c.pass.extCartTicketId));
  const copied = Object.fromEntries(COPIED_FIELDS.map((f) => [f, first.form[f]])) as Partial<PassForm>;
  return {
    ...state,
    cards: state.cards.map((card) =>
      targets.has(card.pass.extCartTicketId)
        ? { ...card, form: withAgeRule({ ...card.form, ...copied }, today), expanded: true, completed: false }
        : card,
    ),
  };
}

/** A typed value: the phone is masked as typed; an edit leaves the card not completed until Update. */
export function editField(
  state: PassCardsState,
  id: string,
  field: PassField,
  value: string,
  today: string = todayIso(),
): PassCardsState {
  const typed = field === 'phoneNumber' ? formatNanpPhone(value) : value;
  const next = mapCard(state, id, (card) => ({
    ...card,
    form: withAgeRule({ ...card.form, [field]: typed }, today),
    completed: false,
  }));
  const isFirstNew = newCards(state)[0]?.pass.extCartTicketId === id;
  return state.copyToAll && isFirstNew && COPIED_FIELDS.includes(field)
    ? copyFromFirstNew(next, today)
    : next;
}

/** Turning the toggle on copies at once; later edits of the first new pass copy while it stays on. */
export function setCopyToAll(state: PassCardsState, on: boolean, today: string = todayIso()): PassCardsState {
  const next = { ...state, copyToAll: on };
  return on ? copyFromFirstNew(next, today) : next;
}

export const toggleCard = (state: PassCardsState, id: string): PassCardsState =>
  mapCard(state, id, (card) => ({ ...card, expanded: !card.expanded }));

/** Update pressed: the rules' messages on the card, or null when it may be saved. */
export function checkBeforeUpdate(
  state: PassCardsState,
  id: string,
  context: RuleContext = {},
): { state: PassCardsState; valid: boolean } {
  const card = state.cards.find((c) => c.pass.extCartTicketId === id);
  if (!card) return { state, valid: false };
  const result = validateCard(card, context);
  const next = mapCard(state, id, (c) => ({
    ...c,
    errors: result.errors,
    errorMessage: result.errorMessage ?? null,
    expanded: c.expanded || !result.valid,
  }));
  return { state: next, valid: result.valid };
}

/** The request body of Update (POST cart/pass/{id}): ISO birth date, digits-only phone, nulls for empties. */
export function updateBody(card: PassCard, today: string = todayIso()): Schema<'CartPassUpdateRequest'> {
  const { form, pass } = card;
  const email = emailDisabled(typedBirthDate(form.birthDate), today) ? '' : form.emailAddress.trim();
  return {
    firstName: (pass.allowNameChange ? form.firstName : (pass.firstName ?? form.firstName)).trim(),
    lastName: (pass.allowNameChange ? form.lastName : (pass.lastName ?? form.lastName)).trim(),
    emailAddress: email === '' ? null : email,
    birthDate: parseDisplayDate(form.birthDate) ?? pass.birthDate ?? '',
    address1: form.address1.trim(),
    address2: form.address2.trim() === '' ? null : form.address2.trim(),
    city: form.city.trim(),
    state: form.state,
    zip: form.zip.trim(),
    phoneNumber: digitsOnly(form.phoneNumber),
  };
}

/**
 * A successful Update: the card takes the saved pass, is completed and collapsed, and the next
 * incomplete pass opens (renewals first, then new: the cards' order).
 */
export function updated(state: PassCardsState, saved: CartPass): PassCardsState {
  const id = saved.extCartTicketId;
  const done = mapCard(state, id, (card) => ({
    ...card,
    pass: { ...saved, demographicsUpdateRequired: false },
    form: formOf(saved),
    completed: true,
    expanded: false,
    errors: {},
    errorMessage: null,
  }));
  const next = done.cards.find((c) => c.pass.extCartTicketId !== id && blocksContinue(c));
  return next ? mapCard(done, next.pass.extCartTicketId, (c) => ({ ...c, expanded: true })) : done;
}

/** A failed call for one card: its message in the card's alert. */
export const cardFailed = (state: PassCardsState, id: string, message: string): PassCardsState =>
  mapCard(state, id, (card) => ({ ...card, errorMessage: message, expanded: true }));

export function removed(state: PassCardsState, id: string): PassCardsState {
  const cards = state.cards.filter((c) => c.pass.extCartTicketId !== id);
  const next = { ...state, cards };
  return { ...next, copyToAll: next.copyToAll && newCards(next).length > 1 };
}

/** 'Add Another Pass': the new pass's card, expanded and not completed, at the end of NEW Passes. */
export function added(state: PassCardsState, pass: CartPass): PassCardsState {
  const card: PassCard = {
    pass,
    form: formOf(pass),
    completed: false,
    expanded: true,
    errors: {},
    errorMessage: null,
  };
  return { ...state, cards: [...state.cards, card] };
}

/** A photo uploaded: the pass now has one. */
export const photoUploaded = (state: PassCardsState, id: string): PassCardsState =>
  mapCard(state, id, (card) => ({ ...card, pass: { ...card.pass, photoUploaded: true } }));
