import type { z } from 'zod';
import { corporateOrderStatuses, corporatePaymentStatuses } from '../domain/statuses';
import { PAGE_PARAMS, commaListOf, pageQuerySchema, searchTextOf, type PageParams } from './paging';

// GET /api/corporate-orders with any of its filters answers one page (paging.ts), newest
// first; without any, the whole list.

export const CORPORATE_ORDER_SEARCH_MAX = 100;

export const corporateOrderListQuerySchema = pageQuerySchema.extend({
  /** One or more order statuses. */
  status: commaListOf('status', corporateOrderStatuses).optional(),
  /** One or more payment statuses ('completed' is paid). */
  payment: commaListOf('payment', corporatePaymentStatuses).optional(),
  /**
   * Part of the company, the contact's name or the e-mail (any letter case), or the order's
   * number as staff read it ('#12' or '12').
   */
  q: searchTextOf(CORPORATE_ORDER_SEARCH_MAX),
});
export type CorporateOrderListQuery = z.infer<typeof corporateOrderListQuerySchema>;
export const CORPORATE_ORDER_LIST_PARAMS = [...PAGE_PARAMS, 'status', 'payment', 'q'] as const;

/** The list's query as a caller writes it (statuses comma-separated). */
export type CorporateOrderListParams = PageParams & {
  status?: string;
  payment?: string;
  q?: string;
};
