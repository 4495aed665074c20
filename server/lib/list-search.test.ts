import { describe, expect, it } from 'vitest';
import { likePattern, phoneDigitsOf } from './list-search';

describe('list search words', () => {
  it('when the words read as a phone number, however typed, then their digits are matched', () => {
    expect(phoneDigitsOf('98030')).toBe('98030');
    expect(phoneDigitsOf('+91 98450 11111')).toBe('919845011111');
    expect(phoneDigitsOf('(080) 4000-1234')).toBe('08040001234');
    expect(phoneDigitsOf('98.45')).toBe('9845');
  });

  it('when the words are a name or hold letters, or too few digits, then no phone digits', () => {
    expect(phoneDigitsOf('diner7001')).toBeUndefined();
    expect(phoneDigitsOf('Asha 98450')).toBeUndefined();
    expect(phoneDigitsOf('TR-7KQ3PX')).toBeUndefined();
    expect(phoneDigitsOf('+91')).toBeUndefined();
    expect(phoneDigitsOf('')).toBeUndefined();
  });

  it('when words hold LIKE wildcards, then they are matched literally', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
