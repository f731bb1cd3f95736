// The anonymous order lookup: the order by its public id, opened by its token or, after a failed
// first try, by the phone number on the order (domain/orders/lookup.ts decides).
import { ORDER_PHONE_INVALID } from '@boxoffice/sdk/rules';
import {
  checkLookup,
  type LookupOutcome,
  ORDER_NOT_FOUND_MESSAGE,
  type OrderRecord,
  OrderRepository,
} from '../../domain/orders/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { ok } from '../../http/handler.js';
import type { Services } from '../../services.js';

export interface LookupRequest {
  readonly extOrderTokenId: string;
  readonly token: string;
  readonly phoneNumber?: string | null;
}

/**
 * 404 for an unknown id; 400 for a phone number that is not digits only. Counts wrong phones, under
 * the order's lock, so lookups at once from many places are each counted.
 */
export async function externalLookup(
  services: Services,
  request: LookupRequest,
): Promise<{ record: OrderRecord; outcome: LookupOutcome }> {
  const phone = request.phoneNumber ?? null;
  if (phone !== null && !/^\d{1,15}$/.test(phone))
    throw badRequest(ORDER_PHONE_INVALID, [ORDER_PHONE_INVALID]);
  return services.store.lock([`order:${request.extOrderTokenId}`], () =>
    lookupLocked(services, request, phone),
  );
}

async function lookupLocked(
  services: Services,
  request: LookupRequest,
  phone: string | null,
): Promise<{ record: OrderRecord; outcome: LookupOutcome }> {
  const orders = new OrderRepository(services.store);
  const record = await orders.byId(request.extOrderTokenId);
  // An unknown id is 'not found' and a known one asks for the phone: that tells which ids exist,
  // which is safe only while they cannot be enumerated. They are 64 random bits
  // (numbering.ts newOrderTokenId): a caller finds one in 2^64 tries, not by counting.
  if (!record) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  const { outcome, failedPhoneAttempts } = checkLookup(
    {
      token: record.order.token,
      phoneNumber: record.order.phoneNumber,
      failedPhoneAttempts: record.failedPhoneAttempts,
    },
    { token: request.token, phoneNumber: phone },
    services.clock.now(),
  );
  if (failedPhoneAttempts.length !== record.failedPhoneAttempts.length || outcome.kind === 'open')
    await orders.save({ ...record, failedPhoneAttempts });
  return { record, outcome };
}

export function lookupAnswer({ record, outcome }: { record: OrderRecord; outcome: LookupOutcome }) {
  if (outcome.kind === 'open')
    return ok({ success: true, message: null, phoneNumberRequired: false, value: record.order });
  return ok({
    success: false,
    message: outcome.message,
    phoneNumberRequired: outcome.kind === 'phoneRequired',
  });
}
