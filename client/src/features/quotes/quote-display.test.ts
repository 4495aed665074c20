import { describe, expect, it } from 'vitest';
import type { QuoteRequestDto } from '@shared/contracts/quote-request';
import { filterQuotes, quoteActions, QUOTE_FILTERS } from './quote-display';

const request = (id: number, status: QuoteRequestDto['status']): QuoteRequestDto => ({
  id,
  name: 'Meera Iyer',
  company: null,
  email: 'meera@acme.example',
  phone: '+91 98450 12345',
  eventDate: '2026-12-20',
  guests: 40,
  message: null,
  status,
  createdAt: '2026-11-26T10:00:00.000Z',
});

describe('the staff list of quote requests', () => {
  it('when a filter is chosen, then only requests of that status show, in the server’s order', () => {
    const list = [request(3, 'new'), request(2, 'closed'), request(1, 'new')];
    expect(filterQuotes(list, 'new').map((r) => r.id)).toEqual([3, 1]);
    expect(filterQuotes(list, 'all').map((r) => r.id)).toEqual([3, 2, 1]);
    expect(QUOTE_FILTERS.map((f) => f.label)).toEqual(['All', 'New', 'Answered', 'Closed']);
  });

  it('when a request is shown, then its buttons are the moves of its status', () => {
    expect(quoteActions('new').map((a) => a.action)).toEqual(['Mark answered', 'Close']);
    expect(quoteActions('answered').map((a) => a.action)).toEqual(['Close']);
    expect(quoteActions('closed').map((a) => a.action)).toEqual(['Reopen']);
  });
});
