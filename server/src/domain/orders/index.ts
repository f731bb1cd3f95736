// Orders: placing them from the cart, numbering, lookups, tickets and barcodes, idempotent submits.
export {
  type BoughtTicket,
  boughtDayTickets,
  boughtTickets,
  isDayTicket,
  visitDateOf,
} from './account-tickets.js';
export { barcodePng } from './barcode.js';
export { buildOrder, MAILED_TICKETS_MESSAGE, orderInstallments, orderItems, orderTickets } from './build.js';
export {
  type ClosedCharge,
  chargedWith,
  chargeTimeoutMs,
  closedPayment,
  closeReference,
  type PaymentStep,
  paidWith,
} from './charge.js';
export {
  type Checkout,
  confirmOrder,
  declinedAnswer,
  isoSeconds,
  type Pay,
  type Placed,
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
  type KeptSubmit,
  keepAnswer,
  type OwnOrderFound,
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
  awaitOwnOrder,
  HEARTBEAT_MS,
  keepPaying,
  OWN_ORDER_WAIT_MS,
  type OwnOrder,
  PAYER_SILENT_MS,
  PaymentConfirming,
  type PendingOrder,
  payerState,
  pendingLock,
  pendingOrders,
  releasePending,
} from './pending.js';
export { lastOrderSlot, OrderRepository } from './repository.js';
export { saveCard, savedCardsOf, savedPaymentView } from './saved-cards.js';
export { type OwnOrderOutcome, settleClosed, settleOwnOrder } from './settle.js';
export { lineCounts, type StockDemand, stockCounts, stockDemands, stockShortage } from './stock.js';
export { digitalTicketsHtml, escapeHtml, orderTicketHtml } from './tickets-html.js';
export type { Order, OrderRecord, OrderTicket, PaymentOutcome } from './types.js';
