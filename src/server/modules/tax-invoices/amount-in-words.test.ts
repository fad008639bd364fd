import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amount in words', () => {
  it('writes rupees in lakhs and crores, with the paise', () => {
    expect(amountInWords(1249_50)).toBe(
      'Rupees One Thousand Two Hundred and Forty-Nine and Fifty Paise Only',
    );
    expect(amountInWords(12_34_567_00)).toBe(
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred and Sixty-Seven Only',
    );
    expect(amountInWords(3_00_00_000_00)).toBe('Rupees Three Crore Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
  });
});
