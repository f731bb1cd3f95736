// The pass flows' shared logic: holder records of the passes in the cart and their cart lines,
// holder rules, photos, product options (renewal, new, upgrade), account holdings (linked passes
// and tickets) and entitlements. Used by the pass, account and upgrade features.

export { accountAddress, holderRules, passCatalogOf, signedInAccountId } from './account.js';
export { type PassCatalog, type PassQuote, type PassVariant, passCatalog, renewalsOf } from './catalog.js';
export { venueToday } from './dates.js';
export {
  type EntitlementToRedeem,
  entitlementCountKey,
  entitlementToRedeem,
  isRedemptionFlow,
  redeemableEntitlements,
  remainingQuantity,
} from './entitlements.js';
export {
  applyHolderUpdate,
  confirmationStale,
  type HolderInput,
  type HolderRulesOptions,
  holderComplete,
  holderRowIssues,
  passReady,
  primaryContactId,
} from './holder.js';
export {
  BACKGROUND_UPDATE_MESSAGE,
  backgroundUpdateProcessing,
  findLinkedPass,
  findLinkedTicket,
  type LinkedPassHolding,
  type LinkedTicketHolding,
  type LinkOutcome,
  linkedPasses,
  linkedTickets,
  linkPass,
  linkTickets,
  seedStoryPassLinks,
  unlinkPass,
  unlinkTicket,
} from './holdings.js';
export { issuedPass, issuePasses, type PassToIssue, passesToIssue } from './issue.js';
export { issuedPassById, issuedPassesById } from './issued.js';
export {
  PASSES_PER_CART_MAX,
  PASSES_PER_CART_MESSAGE,
  PASSHOLDERS_PER_CALL_MAX,
  PASSHOLDERS_PER_CALL_MESSAGE,
  passholderRowsRules,
  passRoomProblem,
} from './limits.js';
export {
  type AskedPassLine,
  dropPass,
  findPass,
  installmentBillingBlocked,
  livePasses,
  newPassLines,
  savePass,
  storeNewPasses,
  storePass,
} from './lines.js';
export { initialValidationData, validationMatches } from './linking.js';
export {
  birthDateFits,
  findOption,
  type PassOption,
  passOptions,
  toUpgradeProduct,
  upgradeOptions,
  upgradePrice,
} from './options.js';
export {
  checkPhoto,
  newPhotoFile,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  photoFiles,
  photoRoomProblem,
  SESSION_PHOTOS_MAX_BYTES,
  SESSION_PHOTOS_MESSAGE,
  sniffImageType,
} from './photo.js';
export {
  emptyHolder,
  type Holder,
  newPassId,
  newPassRecord,
  nextId,
  type PassOrigin,
  type PassRecord,
  passesSlot,
} from './records.js';
export { renewable, renewingInCart } from './renewal.js';
export { toCartPass } from './view.js';
