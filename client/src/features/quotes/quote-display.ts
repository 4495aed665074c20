import type { QuoteRequestListParams } from '@shared/contracts/quote-request';
import {
  QUOTE_REQUEST_TRANSITIONS,
  quoteRequestStatuses,
  type QuoteRequestStatus,
} from '@shared/domain/statuses';

/** How the staff list names a request's status, with its badge colour. */
export const QUOTE_STATUS: Record<
  QuoteRequestStatus,
  { label: string; variant: 'warning' | 'neutral' }
> = {
  new: { label: 'New', variant: 'warning' },
  answered: { label: 'Answered', variant: 'neutral' },
  closed: { label: 'Closed', variant: 'neutral' },
};

export type QuoteFilter = 'all' | QuoteRequestStatus;

export const QUOTE_FILTERS: readonly { value: QuoteFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...quoteRequestStatuses.map((status) => ({ value: status, label: QUOTE_STATUS[status].label })),
];

/** The server's filters for the screen's filter and search; empty ones are left out. */
export function quoteListQuery(filter: QuoteFilter, search: string): QuoteRequestListParams {
  return { status: filter === 'all' ? undefined : filter, q: search.trim() || undefined };
}

/** The buttons of a request: the moves its status allows. */
export const quoteActions = (status: QuoteRequestStatus) => QUOTE_REQUEST_TRANSITIONS[status];
