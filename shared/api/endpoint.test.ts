import { describe, expect, it } from 'vitest';
import { errorCodesOf, pathOf, searchOf } from './endpoint';
import * as endpoints from './endpoints';

describe('pathOf', () => {
  it('when a path has parameters, then each is filled in, encoded', () => {
    expect(pathOf(endpoints.media.remove, { id: 4 })).toBe('/api/media/4');
    expect(pathOf(endpoints.reservations.cancelByGuest, { token: 'a b/c' })).toBe(
      '/api/reservations/manage/a%20b%2Fc/cancel',
    );
  });

  it('when a path has none, then it is the path as declared', () => {
    expect(pathOf(endpoints.content.list)).toBe('/api/content');
  });
});

describe('searchOf', () => {
  it("when values are given, then they follow in the caller's order, encoded, undefined ones left out", () => {
    expect(searchOf({ date: '2026-05-01', timeSlot: '7:00 PM', area: undefined, guests: 2 })).toBe(
      '?date=2026-05-01&timeSlot=7%3A00%20PM&guests=2',
    );
  });

  it('when nothing is left, then no query string', () => {
    expect(searchOf({ userId: undefined })).toBe('');
    expect(searchOf(undefined)).toBe('');
  });
});

describe('errorCodesOf', () => {
  it("when an endpoint is public, then its own codes and any request's", () => {
    const codes = errorCodesOf(endpoints.reservations.create);
    expect(codes).toEqual(
      expect.arrayContaining(['challenge_required', 'rate_limited', 'invalid_json', 'forbidden']),
    );
    expect(codes).not.toContain('unauthorized');
  });

  it('when an endpoint is for admins, then the sign-in and role refusals too', () => {
    expect(errorCodesOf(endpoints.users.list)).toEqual(
      expect.arrayContaining(['unauthorized', 'password_change_required', 'forbidden']),
    );
  });

  it('when the gateway calls, then a bad signature is among them and a cross-site refusal is not', () => {
    const codes = errorCodesOf(endpoints.payments.webhook);
    expect(codes).toContain('invalid_signature');
    expect(codes).not.toContain('forbidden');
  });

  it('when codes repeat, then each is listed once', () => {
    const codes = errorCodesOf(endpoints.corporateOrders.updateStatus);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
