// Orders: placing them from the cart, numbering, lookups, tickets and barcodes, idempotent submits.
export { type BoughtTicket, boughtTickets } from './account-tickets.js';
export { barcodePng } from './barcode.js';
export { buildOrder, MAILED_TICKETS_MESSAGE, orderInstallments, orderItems, orderTickets } from './build.js';
export {
  type Checkout,
  chargedWith,
  confirmOrder,
  declinedAnswer,
  isoSeconds,
  type Pay,
  type PaymentStep,
  type Placed,
  paidWith,
  placedAnswer,
  placeOrder,
  readCheckout,
  SETTINGS_MISSING_MESSAGE,
  submitAnswer,
} from './checkout.js';
export {
  fingerprint,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_REUSED,
  IdempotencyLedger,
  idempotencyLedger,
  idempotent,
} from './idempotency.js';
export { checkLookup, type LookupOutcome, phoneMatches } from './lookup.js';
export * from './messages.js';
export {
  drawUntilFree,
  FIRST_ORDER_NUMBER,
  invoiceNumber,
  newReservationCode,
  nextOrderNumber,
  randomCode,
  ticketBarcode,
} from './numbering.js';
export {
  awaitSettled,
  type PendingOrder,
  pendingLock,
  pendingOrders,
  releasePending,
} from './pending.js';
export { lastOrderSlot, OrderRepository } from './repository.js';
export { saveCard, savedCardsOf, savedPaymentView } from './saved-cards.js';
export { lineCounts, type StockDemand, stockCounts, stockDemands, stockShortage } from './stock.js';
export { digitalTicketsHtml, escapeHtml, orderTicketHtml } from './tickets-html.js';
export type { Order, OrderRecord, OrderTicket, PaymentOutcome } from './types.js';
