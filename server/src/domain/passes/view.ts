// A pass record as the contract's CartPass (the demographics page's card).
import type { Schema } from '@boxoffice/sdk';
import type { PassCatalog } from './catalog.js';
import type { PassRecord } from './records.js';

export function toCartPass(
  pass: PassRecord,
  catalog: PassCatalog,
  primaryContactId: string | null,
): Schema<'CartPass'> {
  const variant = pass.selectedExtProductVariantId
    ? catalog.variant(pass.selectedExtProductVariantId)
    : undefined;
  return {
    extCartTicketId: pass.extCartTicketId,
    ...pass.holder,
    platformAccountId: pass.platformAccountId,
    demographicsUpdateRequired: pass.demographicsUpdateRequired,
    allowNameChange: pass.allowNameChange,
    allowBirthDateChange: pass.allowBirthDateChange,
    requiresProductSelection: pass.requiresProductSelection,
    isTicketUpgrade: pass.origin.kind === 'upgrade',
    isRenewal: pass.origin.kind === 'renewal',
    selectedExtProductVariantId: variant?.id ?? null,
    productDisplayName: variant?.productDisplayName ?? null,
    passLevelName: variant?.passLevelName ?? null,
    // A pass without a product yet is shown as a season pass, what the venue mostly sells.
    passKindId: variant?.passKindId ?? 1,
    photoUploaded: pass.photo !== null,
    isPrimaryContact: pass.extCartTicketId === primaryContactId,
  };
}
