import { describe, expect, it } from 'vitest';
import {
  conversionRate,
  formatChartDay,
  formatDay,
  funnelSteps,
  lastDays,
  pageViewsSummary,
} from './dashboard-figures';

describe('lastDays', () => {
  it('when 7 days are asked for, then the range ends today and holds 7 days', () => {
    expect(lastDays(7, '2026-11-23')).toEqual({ startDate: '2026-11-17', endDate: '2026-11-23' });
  });

  it('when the range crosses a leap day and a year, then calendar days are counted', () => {
    expect(lastDays(30, '2028-03-10')).toEqual({ startDate: '2028-02-10', endDate: '2028-03-10' });
    expect(lastDays(90, '2027-01-15')).toEqual({ startDate: '2026-10-18', endDate: '2027-01-15' });
  });
});

describe('conversionRate', () => {
  it('when nothing started, then a dash, never NaN or a division by zero', () => {
    expect(conversionRate({ started: 0, formFilled: 0, completed: 0 })).toBe('—');
    expect(conversionRate({ started: 0, formFilled: 0, completed: 3 })).toBe('—');
  });

  it('when some started, then completed / started rounded to a whole percent', () => {
    expect(conversionRate({ started: 3, formFilled: 2, completed: 1 })).toBe('33%');
    expect(conversionRate({ started: 3, formFilled: 3, completed: 2 })).toBe('67%');
    expect(conversionRate({ started: 8, formFilled: 1, completed: 1 })).toBe('13%');
    expect(conversionRate({ started: 4, formFilled: 4, completed: 4 })).toBe('100%');
  });
});

describe('day labels', () => {
  it('when a calendar day is shown, then it is that day in every time zone', () => {
    expect(formatChartDay('2026-11-05')).toBe('Nov 05');
    expect(formatDay('2026-01-01')).toBe('Jan 01, 2026');
  });
});

describe('pageViewsSummary', () => {
  it('when views exist, then the total, the span and the busiest day are read out', () => {
    const summary = pageViewsSummary([
      { date: '2026-11-01', views: 2 },
      { date: '2026-11-02', views: 1200 },
      { date: '2026-11-03', views: 0 },
    ]);
    expect(summary).toBe(
      '1,202 page views from Nov 01, 2026 to Nov 03, 2026; the busiest day was Nov 02, 2026 with 1,200.',
    );
  });

  it('when every day is zero, then it says there were none', () => {
    expect(pageViewsSummary([{ date: '2026-11-01', views: 0 }])).toBe(
      'No page views from Nov 01, 2026 to Nov 01, 2026.',
    );
  });
});

describe('funnelSteps', () => {
  it('when the funnel is charted, then the steps come in the diner’s order', () => {
    expect(funnelSteps({ started: 5, formFilled: 3, completed: 2 })).toEqual([
      { step: 'Started', count: 5 },
      { step: 'Form filled', count: 3 },
      { step: 'Completed', count: 2 },
    ]);
  });
});
