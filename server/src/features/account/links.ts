// Link Your Passes: the linked passes table, linking by Pass ID and validation data (wrong tries
// limited), unlinking, the background refresh notice, and the passes that can be renewed.
import { linkPassSchema } from '@boxoffice/sdk/rules';
import { findAccount } from '../../catalog/accounts.js';
import { appConfig } from '../../catalog/site.js';
import {
  BACKGROUND_UPDATE_MESSAGE,
  backgroundUpdateProcessing,
  initialValidationData,
  issuedPassById,
  linkedPasses,
  linkPass,
  passCatalogOf,
  renewable,
  renewingInCart,
  signedInAccountId,
  unlinkPass,
  validationMatches,
} from '../../domain/passes/index.js';
import { startLinkAttempt } from '../../domain/passes/linking.js';
import { retryAfterSeconds } from '../../domain/throttle.js';
import { ApiError, badRequest, notFound } from '../../http/errors.js';
import { type Handlers, ok } from '../../http/handler.js';

export const PASS_UNABLE_TO_BE_ADDED = 'Pass unable to be added';
export const PASS_NOT_LINKED = 'This pass is not linked to your account';

export const linkHandlers = {
  getLinkedPassDetails: async ({ session, services }) => {
    const accountId = signedInAccountId(session);
    const account = await findAccount(services.store, accountId);
    const catalog = passCatalogOf(services);
    const inCart = renewingInCart(session);
    return ok({
      success: true,
      message: null,
      value: {
        linkedPasses: (await linkedPasses(services.store, accountId)).map((held) => ({
          extUserAccountTicketId: held.extUserAccountTicketId,
          platformAccountId: held.pass.platformAccountId,
          firstName: held.pass.firstName,
          lastName: held.pass.lastName,
          effectiveStartDate: held.pass.effectiveStartDate,
          effectiveEndDate: held.pass.effectiveEndDate,
          availableForUpgrade: renewable(catalog, held, inCart),
        })),
        initialValidationData: initialValidationData(
          { phoneNumber: account?.phoneNumber ?? null, zipCode: account?.address?.zipCode ?? null },
          appConfig.passValidationMethodId,
        ),
      },
    });
  },

  linkPass: async ({ session, services, body }) => {
    const accountId = signedInAccountId(session);
    const method = appConfig.passValidationMethodId;
    // Blanks around what was typed or pasted do not count.
    const form = linkPassSchema(method).safeParse({
      passholderId: body.passholderId.trim(),
      validationData: body.validationData.trim(),
    });
    if (!form.success) {
      const errors = form.error.issues.map((issue) => issue.message);
      throw badRequest(errors[0] as string, errors);
    }
    const now = services.clock.now();
    const attempt = await startLinkAttempt(services.store, { accountId }, form.data.passholderId, now);
    if (attempt.refused) {
      const retryAfter = String(retryAfterSeconds(attempt.refused.retryAfterMs));
      throw new ApiError(429, attempt.refused.message, undefined, { 'Retry-After': retryAfter });
    }
    const pass = await issuedPassById(services.store, form.data.passholderId);
    // A wrong id or validation data stays counted as a failure.
    if (!pass || !validationMatches(pass, form.data.validationData, method))
      throw badRequest(PASS_UNABLE_TO_BE_ADDED);
    const outcome = await linkPass(services.store, accountId, pass, now);
    // Linking a pass the account already has is a success: the table already shows it.
    if (outcome === 'linkedElsewhere') {
      await attempt.notWrong();
      throw badRequest(PASS_UNABLE_TO_BE_ADDED);
    }
    await attempt.linked();
    return ok({ success: true, message: null });
  },

  unlinkPass: async ({ session, services, body }) => {
    const accountId = signedInAccountId(session);
    if (!(await unlinkPass(services.store, accountId, body.extUserAccountTicketId)))
      throw notFound(PASS_NOT_LINKED);
    return ok({ success: true, message: null });
  },

  getBackgroundUpdateStatus: async ({ session, services }) => {
    const accountId = signedInAccountId(session);
    const processing = await backgroundUpdateProcessing(services.store, accountId, services.clock.now());
    return ok({
      success: true,
      message: null,
      value: { updateProcessing: processing, message: processing ? BACKGROUND_UPDATE_MESSAGE : null },
    });
  },

  getRenewablePasses: async ({ session, services }) => {
    const accountId = signedInAccountId(session);
    const catalog = passCatalogOf(services);
    const inCart = renewingInCart(session);
    return ok({
      success: true,
      message: null,
      value: (await linkedPasses(services.store, accountId))
        .filter((held) => renewable(catalog, held, inCart))
        .map(({ extUserAccountTicketId, pass }) => ({
          extUserAccountTicketId,
          platformAccountId: pass.platformAccountId,
          firstName: pass.firstName,
          lastName: pass.lastName,
          productDisplayName: pass.productDisplayName,
          passLevelName: pass.passLevelName,
          effectiveEndDate: pass.effectiveEndDate,
        })),
    });
  },
} satisfies Handlers;
