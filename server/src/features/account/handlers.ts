// Operations of this area: getBackgroundUpdateStatus, linkPass, getLinkedPassDetails,
// getRenewablePasses, getAccountTickets, unlinkPass, getEntitlementProducts,
// getAccountGroupingTicketHtml, getAccountTicketHtml.
import type { Handlers } from '../../http/handler.js';
import { linkHandlers } from './links.js';
import { ticketHandlers } from './tickets.js';

export const accountHandlers = {
  ...linkHandlers,
  ...ticketHandlers,
} satisfies Handlers;
