// Operations of this area: getDynamicPricing, getPerformanceDetail, getProductDates, getProductDatePerformances, getSeatDetail, getShowCategoryDetail.
import type { Handlers } from '../../http/handler.js';

export const performanceHandlers = {} satisfies Handlers;
