// Operations of this area: getTicketUpgradeProducts, getUpgradePassProducts, linkUpgradeTicket,
// getLinkedUpgradeTickets, removeLinkedUpgradeTicket, selectUpgrade.
import type { Handlers } from '../../http/handler.js';
import { productHandlers } from './products.js';
import { ticketHandlers } from './tickets.js';

export const upgradeHandlers = {
  ...productHandlers,
  ...ticketHandlers,
} satisfies Handlers;
