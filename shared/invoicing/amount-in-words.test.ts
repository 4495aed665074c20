import { describe, expect, it } from 'vitest';
import { numberInWords, paiseInWords } from './amount-in-words';

describe('amounts in words, Indian system', () => {
  it('when small numbers are written, then teens, tens and hundreds read as spoken', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(7)).toBe('Seven');
    expect(numberInWords(13)).toBe('Thirteen');
    expect(numberInWords(40)).toBe('Forty');
    expect(numberInWords(45)).toBe('Forty-Five');
    expect(numberInWords(100)).toBe('One Hundred');
    expect(numberInWords(999)).toBe('Nine Hundred Ninety-Nine');
  });

  it('when numbers reach thousands, lakhs and crores, then they are grouped the Indian way', () => {
    expect(numberInWords(1000)).toBe('One Thousand');
    expect(numberInWords(1465)).toBe('One Thousand Four Hundred Sixty-Five');
    expect(numberInWords(99_999)).toBe('Ninety-Nine Thousand Nine Hundred Ninety-Nine');
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(250_005)).toBe('Two Lakh Fifty Thousand Five');
    expect(numberInWords(12_345_678)).toBe(
      'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight',
    );
    expect(numberInWords(10_000_000)).toBe('One Crore');
    expect(numberInWords(1_000_000_000)).toBe('One Hundred Crore');
    expect(numberInWords(123_400_000_000)).toBe('Twelve Thousand Three Hundred Forty Crore');
  });

  it('when paise are written, then rupees and paise are named and the amount ends in Only', () => {
    expect(paiseInWords(146_580)).toBe(
      'Rupees One Thousand Four Hundred Sixty-Five and Eighty Paise Only',
    );
    expect(paiseInWords(94_500)).toBe('Rupees Nine Hundred Forty-Five Only');
    expect(paiseInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(paiseInWords(1_05_00_000)).toBe('Rupees One Lakh Five Thousand Only');
  });

  it('when the amount is not whole paise, then it is refused rather than rounded', () => {
    expect(() => paiseInWords(10.5)).toThrow(RangeError);
    expect(() => paiseInWords(-1)).toThrow(RangeError);
  });
});
