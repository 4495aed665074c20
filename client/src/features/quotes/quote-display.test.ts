import { describe, expect, it } from 'vitest';
import { quoteActions, quoteListQuery, QUOTE_FILTERS } from './quote-display';

describe('the staff list of quote requests', () => {
  it('when a filter is chosen, then the server is asked for that status; All and an empty search send none', () => {
    expect(quoteListQuery('new', '')).toEqual({ status: 'new', q: undefined });
    expect(quoteListQuery('all', '  ')).toEqual({ status: undefined, q: undefined });
    expect(quoteListQuery('closed', ' Orbit Pvt ')).toEqual({ status: 'closed', q: 'Orbit Pvt' });
    expect(QUOTE_FILTERS.map((f) => f.label)).toEqual(['All', 'New', 'Answered', 'Closed']);
  });

  it('when a request is shown, then its buttons are the moves of its status', () => {
    expect(quoteActions('new').map((a) => a.action)).toEqual(['Mark answered', 'Close']);
    expect(quoteActions('answered').map((a) => a.action)).toEqual(['Close']);
    expect(quoteActions('closed').map((a) => a.action)).toEqual(['Reopen']);
  });
});
