import { describe, expect, it } from 'vitest';
import {
  accountStatusLabel,
  changedMessage,
  formatAccountDate,
  roleChange,
} from './account-display';

describe('account dates', () => {
  it("when a date is given, then 'MMM dd, yyyy' on the restaurant's calendar", () => {
    expect(formatAccountDate('2026-11-23T09:00:00.000Z', 'Asia/Kolkata')).toBe('Nov 23, 2026');
    expect(formatAccountDate('2026-03-05T00:00:00.000Z', 'UTC')).toBe('Mar 05, 2026');
  });

  it('when the instant is another day in the restaurant than in UTC, then the restaurant day', () => {
    // 20:00 UTC on 23 Nov is already 24 Nov in Kolkata (UTC+5:30).
    expect(formatAccountDate('2026-11-23T20:00:00.000Z', 'Asia/Kolkata')).toBe('Nov 24, 2026');
    expect(formatAccountDate('2026-11-23T20:00:00.000Z', 'UTC')).toBe('Nov 23, 2026');
  });

  it('when there was no sign-in yet, then Never; an unreadable date is shown as sent', () => {
    expect(formatAccountDate(null, 'UTC')).toBe('Never');
    expect(formatAccountDate('yesterday', 'UTC')).toBe('yesterday');
  });
});

describe('account status and actions', () => {
  it('reads Disabled or Active', () => {
    expect(accountStatusLabel({ disabled: true })).toBe('Disabled');
    expect(accountStatusLabel({ disabled: false })).toBe('Active');
  });

  it('offers the other role', () => {
    expect(roleChange({ isAdmin: true })).toEqual({
      label: 'Remove admin',
      change: { isAdmin: false },
    });
    expect(roleChange({ isAdmin: false })).toEqual({
      label: 'Make admin',
      change: { isAdmin: true },
    });
  });

  it('says what each saved change means', () => {
    const meera = { username: 'meera' };
    expect(changedMessage(meera, { isAdmin: true })).toBe('meera is now an admin.');
    expect(changedMessage(meera, { isAdmin: false })).toBe(
      'meera is now staff (no longer an admin).',
    );
    expect(changedMessage(meera, { disabled: true })).toBe(
      'meera is disabled and signed out everywhere.',
    );
    expect(changedMessage(meera, { disabled: false })).toBe('meera can sign in again.');
  });
});
