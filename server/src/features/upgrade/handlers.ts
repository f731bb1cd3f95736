// Operations of this area: getTicketUpgradeProducts, linkUpgradeTicket, getLinkedUpgradeTickets, getUpgradePassProducts, removeLinkedUpgradeTicket, selectUpgrade.
import type { Handlers } from '../../http/handler.js';

export const upgradeHandlers = {} satisfies Handlers;
