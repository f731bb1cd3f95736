import type { Schema } from '@boxoffice/sdk';
import { describe, expect, it } from 'vitest';
import { ADD_FAILED, addBatches, type Batch } from '../../src/features/multi-product/add-flow';
import {
  ADD_ON_CONTEXT,
  CROSS_SELL_CONTEXT,
  promoContext,
} from '../../src/features/multi-product/sale-context';

type Prompt = Schema<'ConfirmationPromptResult'>;
type Body = Schema<'CartAddRequest'>;

const answer = (over: Partial<Prompt> = {}): Prompt => ({
  success: true,
  message: null,
  confirmationRequired: false,
  confirmationTitleHtml: null,
  confirmationMessageHtml: null,
  proceedButtonText: null,
  cancelButtonText: null,
  confirmationReSubmitContext: null,
  proceedToPassFlow: false,
  ...over,
});

const line = (productVariantId: string, quantity = 1) => ({
  productVariantId,
  productId: `prod_${productVariantId}`,
  performances: [],
  entitlementId: null,
  quantity,
});

const addOns: Batch = { context: ADD_ON_CONTEXT, items: [line('var_dining_adult')] };
const crossSells: Batch = { context: CROSS_SELL_CONTEXT, items: [line('var_parking', 2)] };

/** A fake cart/add: answers in turn, and records the bodies it was sent. */
function server(...answers: (Prompt | Error)[]) {
  const sent: Body[] = [];
  const post = async (body: Body) => {
    sent.push(body);
    const next = answers.shift() ?? answer();
    if (next instanceof Error) throw next;
    return next;
  };
  return { sent, post };
}

describe('addBatches', () => {
  it('adds each sale context in its own call, in order, then is done', async () => {
    const { sent, post } = server();
    const outcome = await addBatches([addOns, crossSells], post);
    expect(outcome).toEqual({ kind: 'done', added: [addOns, crossSells], proceedToPassFlow: false });
    expect(sent.map((b) => [b.saleFlowId, b.specificPromotionTypeId, b.items.length])).toEqual([
      [4, undefined, 1],
      [6, 18, 1],
    ]);
  });

  it('skips a batch with nothing to add', async () => {
    const { sent, post } = server();
    const outcome = await addBatches([{ context: ADD_ON_CONTEXT, items: [] }, crossSells], post);
    expect(outcome.kind).toBe('done');
    expect(outcome.added).toEqual([crossSells]);
    expect(sent).toHaveLength(1);
  });

  it('carries the promotion code page context into cart/add', async () => {
    const { sent, post } = server();
    await addBatches([{ context: promoContext('SPRING27'), items: [line('var_day_adult')] }], post);
    expect(sent[0]).toMatchObject({
      promotionCode: 'SPRING27',
      saleFlowId: 5,
      specificPromotionTypeId: 11,
      tags: [],
      reSubmitContext: null,
    });
  });

  it('says when a pass was added', async () => {
    const { post } = server(answer({ proceedToPassFlow: true }), answer());
    const outcome = await addBatches([addOns, crossSells], post);
    expect(outcome).toMatchObject({ kind: 'done', proceedToPassFlow: true });
  });

  it('pauses for a confirmation, then resumes with the resubmit context', async () => {
    const prompt = answer({
      success: false,
      confirmationRequired: true,
      confirmationTitleHtml: 'Different Date',
      proceedButtonText: 'Add Tickets',
      confirmationReSubmitContext: 'rsc_1',
    });
    const { sent, post } = server(answer(), prompt, answer());
    const paused = await addBatches([addOns, crossSells], post);
    expect(paused).toMatchObject({ kind: 'confirm', prompt, pending: [crossSells], added: [addOns] });
    if (paused.kind !== 'confirm') throw new Error('expected a confirmation');

    const resumed = await addBatches(paused.pending, post, 'rsc_1', paused);
    expect(resumed).toEqual({ kind: 'done', added: [addOns, crossSells], proceedToPassFlow: false });
    expect(sent.map((b) => b.reSubmitContext)).toEqual([null, null, 'rsc_1']);
  });

  it('stops at a failure with the server message, keeping what went in before', async () => {
    const { post } = server(answer(), answer({ success: false, message: 'Sold out' }));
    const outcome = await addBatches([addOns, crossSells], post);
    expect(outcome).toEqual({
      kind: 'failed',
      message: 'Sold out',
      added: [addOns],
      proceedToPassFlow: false,
    });
  });

  it('has words for a failure without a message, and for a failed call', async () => {
    const silent = await addBatches([addOns], server(answer({ success: false })).post);
    expect(silent).toMatchObject({ kind: 'failed', message: ADD_FAILED });
    const thrown = await addBatches([addOns], server(new Error('Service unavailable')).post);
    expect(thrown).toMatchObject({ kind: 'failed', message: 'Service unavailable', added: [] });
  });
});
