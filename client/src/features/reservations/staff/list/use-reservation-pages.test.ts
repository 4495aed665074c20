import { describe, expect, it } from 'vitest';
import { exportCsvHref, listQuery } from './use-reservation-pages';

describe('the reservations list asks the server with its filters', () => {
  it('when nothing is chosen, then no filter is sent (the server pages the whole list)', () => {
    expect(listQuery({ filter: 'all', search: '  ', night: '' })).toEqual({
      date: undefined,
      status: undefined,
      q: undefined,
    });
  });

  it('when Upcoming is chosen, then it asks for confirmed bookings; the others by their name', () => {
    expect(listQuery({ filter: 'upcoming', search: '', night: '' }).status).toBe('confirmed');
    expect(listQuery({ filter: 'completed', search: '', night: '' }).status).toBe('completed');
    expect(listQuery({ filter: 'cancelled', search: '', night: '' }).status).toBe('cancelled');
  });

  it('when a night and a search are given, then the search is trimmed and the export asks the same', () => {
    const filters = { filter: 'completed' as const, search: ' Rao & Co ', night: '2025-11-23' };
    expect(listQuery(filters)).toEqual({ date: '2025-11-23', status: 'completed', q: 'Rao & Co' });
    expect(exportCsvHref(filters)).toBe(
      '/api/reservations/export.csv?date=2025-11-23&status=completed&q=Rao%20%26%20Co',
    );
  });
});
