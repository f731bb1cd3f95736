// Operations of this area: getOrderDetails, getExternalOrderDetails, getMyOrderDetails, getDigitalTickets, getExternalDigitalTickets, getMyDigitalTickets, submitOrder, submitOrderSavedPayment, getTicketBarcode.
import type { Handlers } from '../../http/handler.js';

export const orderHandlers = {} satisfies Handlers;
