import { describe, expect, it } from 'vitest';
import { decideGuest } from './guest-identity';

const guest = (id: number, emailKey: string | null, phoneKey: string | null) => ({
  id,
  emailKey,
  phoneKey,
});

describe('which guest a booking belongs to', () => {
  it('when nobody holds either key, then a new guest', () => {
    expect(decideGuest([], 'asha@example.com', '9845012345')).toEqual({ kind: 'new' });
  });

  it('when the address is known, then its guest, whoever holds the phone', () => {
    const known = [guest(1, 'asha@example.com', '9845012345'), guest(2, null, '9000099999')];
    expect(decideGuest(known, 'asha@example.com', '9000099999')).toEqual({ kind: 'known', id: 1 });
  });

  it('when the address’s guest has no phone and nobody holds this one, then it takes the phone', () => {
    expect(decideGuest([guest(1, 'asha@example.com', null)], 'asha@example.com', '98450')).toEqual({
      kind: 'known',
      id: 1,
      set: { phoneKey: '98450' },
    });
  });

  it('when the address’s guest has no phone and another guest holds this one, then nobody is merged or changed', () => {
    const known = [guest(1, 'asha@example.com', null), guest(2, null, '9845012345')];
    expect(decideGuest(known, 'asha@example.com', '9845012345')).toEqual({ kind: 'known', id: 1 });
  });

  it('when only the phone is known, then its guest, which takes the address if it has none', () => {
    expect(decideGuest([guest(2, null, '9845012345')], 'asha@example.com', '9845012345')).toEqual({
      kind: 'known',
      id: 2,
      set: { emailKey: 'asha@example.com' },
    });
    expect(
      decideGuest([guest(2, 'other@example.com', '9845012345')], 'asha@example.com', '9845012345'),
    ).toEqual({ kind: 'known', id: 2 });
  });

  it('when the booking gives no address, then the phone’s guest, unchanged', () => {
    expect(decideGuest([guest(2, null, '9845012345')], null, '9845012345')).toEqual({
      kind: 'known',
      id: 2,
    });
  });
});
