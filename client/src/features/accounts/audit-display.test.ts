import { describe, expect, it } from 'vitest';
import { searchOf } from '@shared/api/endpoint';
import { AUDIT_AREAS } from '@shared/contracts/audit';
import {
  AUDIT_AREA_LABELS,
  AUDIT_VALUE_MAX,
  NO_AUDIT_FILTERS,
  auditActionLabel,
  auditAreaLabel,
  auditChanges,
  auditFiltersProblem,
  auditQuery,
  formatAuditTime,
  formatAuditValue,
  hasAuditFilters,
} from './audit-display';

describe('U10: values people read in the audit trail', () => {
  it('U10: when an amount or a date changed, then it reads as rupees and as a staff date, never paise', () => {
    expect(
      auditChanges({
        before: { refundStatus: null },
        after: { refundStatus: 'processed', refundAmount: 250950 },
      }),
    ).toEqual([
      { field: 'refundStatus', before: '(empty)', after: 'processed' },
      { field: 'refundAmount', before: null, after: '₹2,509.50' },
    ]);
    // A booking's deposit refunded, or kept after the cancellation window.
    expect(
      auditChanges({ before: { refunded: 0 }, after: { refunded: 800_000, kept: 200_000 } }),
    ).toEqual([
      { field: 'refunded', before: '₹0.00', after: '₹8,000.00' },
      { field: 'kept', before: null, after: '₹2,000.00' },
    ]);
    // A larger party's top-up paid: what the booking holds now and the further payment.
    expect(
      auditChanges({ before: { paid: 200_000 }, after: { paid: 300_000, topUp: 100_000 } }),
    ).toEqual([
      { field: 'paid', before: '₹2,000.00', after: '₹3,000.00' },
      { field: 'topUp', before: null, after: '₹1,000.00' },
    ]);
    expect(auditChanges({ before: { price: 399 }, after: { price: 449 } })).toEqual([
      { field: 'price', before: '₹399.00', after: '₹449.00' },
    ]);
    expect(auditChanges({ before: null, after: { date: '2026-12-08', guests: 4 } })).toEqual([
      { field: 'date', before: null, after: 'Dec 08, 2026' },
      { field: 'guests', before: null, after: '4' },
    ]);
  });
});

describe('the changed fields of an entry', () => {
  it('when fields changed, then each reads before → after, in the order the server wrote them', () => {
    expect(
      auditChanges({
        before: { status: 'pending', guests: 2 },
        after: { status: 'confirmed', guests: 4 },
      }),
    ).toEqual([
      { field: 'status', before: 'pending', after: 'confirmed' },
      { field: 'guests', before: '2', after: '4' },
    ]);
  });

  it('when something was created, then there is no before; when deleted, no after', () => {
    expect(auditChanges({ before: null, after: { name: 'Saffron Pulao', price: 499 } })).toEqual([
      { field: 'name', before: null, after: 'Saffron Pulao' },
      { field: 'price', before: null, after: '₹499.00' },
    ]);
    expect(auditChanges({ before: { name: 'Saffron Pulao' }, after: null })).toEqual([
      { field: 'name', before: 'Saffron Pulao', after: null },
    ]);
  });

  it('when a field is only on one side, then it still shows, with nothing on the other', () => {
    expect(auditChanges({ before: { reason: 'Private event' }, after: { note: 'x' } })).toEqual([
      { field: 'note', before: null, after: 'x' },
      { field: 'reason', before: 'Private event', after: null },
    ]);
  });

  it('when neither side has fields, then nothing to show', () => {
    expect(auditChanges({ before: null, after: null })).toEqual([]);
  });
});

describe('a value', () => {
  it('reads text as it is, numbers and booleans as written, anything else as JSON', () => {
    expect(formatAuditValue('confirmed')).toBe('confirmed');
    expect(formatAuditValue(1499)).toBe('1499');
    expect(formatAuditValue(false)).toBe('false');
    expect(formatAuditValue({ instagram: 'https://instagram.com/x', twitter: '' })).toBe(
      '{"instagram":"https://instagram.com/x","twitter":""}',
    );
    expect(formatAuditValue(['veg', 'non-veg'])).toBe('["veg","non-veg"]');
  });

  it('says when it is empty', () => {
    expect(formatAuditValue(null)).toBe('(empty)');
    expect(formatAuditValue('')).toBe('(empty)');
  });

  it('when it is long, then it is cut to the limit with an ellipsis', () => {
    const long = 'a'.repeat(500);
    const shown = formatAuditValue(long);
    expect(shown).toHaveLength(AUDIT_VALUE_MAX);
    expect(shown.endsWith('…')).toBe(true);
    expect(formatAuditValue('a'.repeat(AUDIT_VALUE_MAX))).toBe('a'.repeat(AUDIT_VALUE_MAX));
  });
});

describe('names and times', () => {
  it('names every area of the contract', () => {
    expect(Object.keys(AUDIT_AREA_LABELS).sort()).toEqual([...AUDIT_AREAS].sort());
    expect(auditAreaLabel('blocked-slots')).toBe('Blocked seatings');
    expect(auditAreaLabel('something-new')).toBe('something-new');
  });

  it('reads an action in words', () => {
    expect(auditActionLabel('status_change')).toBe('Status change');
    expect(auditActionLabel('reset-password')).toBe('Reset password');
    expect(auditActionLabel('update')).toBe('Update');
  });

  it("tells the time on the restaurant's clock", () => {
    expect(formatAuditTime('2026-11-23T14:15:00.000Z', 'Asia/Kolkata')).toBe(
      'Nov 23, 2026, 7:45 PM',
    );
    expect(formatAuditTime('2026-11-23T14:15:00.000Z', 'UTC')).toBe('Nov 23, 2026, 2:15 PM');
  });
});

describe('the query of the filters', () => {
  it('when nothing is chosen, then no query', () => {
    expect(searchOf(auditQuery(NO_AUDIT_FILTERS))).toBe('');
  });

  it('when user, area and days are chosen, then each is asked for (days as the calendar writes them)', () => {
    const search = searchOf(
      auditQuery({ userId: '7', area: 'menu', from: '2026-11-01', to: '2026-11-23' }),
    );
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      userId: '7',
      area: 'menu',
      from: '2026-11-01',
      to: '2026-11-23',
    });
  });

  it('when asking for an older page, then before is the last id of the page shown', () => {
    expect(searchOf(auditQuery({ ...NO_AUDIT_FILTERS, area: 'accounts' }, 120))).toBe(
      '?area=accounts&before=120',
    );
  });

  it('tells whether anything narrows the trail', () => {
    expect(hasAuditFilters(NO_AUDIT_FILTERS)).toBe(false);
    expect(hasAuditFilters({ ...NO_AUDIT_FILTERS })).toBe(false);
    expect(hasAuditFilters({ ...NO_AUDIT_FILTERS, userId: '3' })).toBe(true);
  });

  it('when the range runs backwards, then it is refused before asking', () => {
    expect(auditFiltersProblem({ ...NO_AUDIT_FILTERS, from: '2026-11-23', to: '2026-11-01' })).toBe(
      'The "to" date is before the "from" date.',
    );
    expect(auditFiltersProblem({ ...NO_AUDIT_FILTERS, from: '2026-11-23', to: '2026-11-23' })).toBe(
      null,
    );
  });
});
