// Operations of this area: getBackgroundUpdateStatus, linkPass, getLinkedPassDetails, getRenewablePasses, getAccountTickets, unlinkPass, getEntitlementProducts, getAccountGroupingTicketHtml, getAccountTicketHtml.
import type { Handlers } from '../../http/handler.js';

export const accountHandlers = {} satisfies Handlers;
