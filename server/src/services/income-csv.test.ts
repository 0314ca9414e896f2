import { describe, expect, it } from 'vitest';
import { currencyDigits, decimalAmount, wallClock } from './income-csv';

describe("the CSV export (amounts as decimals, the creator's wall clock)", () => {
  it('amounts are decimals of their currency, by integer arithmetic (never a float)', () => {
    expect(decimalAmount(1999, 2)).toBe('19.99');
    expect(decimalAmount(-5, 2)).toBe('-0.05');
    expect(decimalAmount(0, 2)).toBe('0.00');
    expect(decimalAmount(9_007_199_254_740_991, 2)).toBe('90071992547409.91');
    expect(decimalAmount(1500, currencyDigits('JPY'))).toBe('1500');
    expect(currencyDigits('EUR')).toBe(2);
  });

  it("each line's date and time are the creator's, across the spring DST change in Paris and at +05:45", () => {
    const paris = wallClock('Europe/Paris');
    expect(paris(new Date('2027-03-28T00:59:59Z'))).toEqual({ day: '2027-03-28', time: '01:59:59' });
    expect(paris(new Date('2027-03-28T01:00:00Z'))).toEqual({ day: '2027-03-28', time: '03:00:00' });
    expect(paris(new Date('2027-03-31T21:30:00Z'))).toEqual({ day: '2027-03-31', time: '23:30:00' });
    const kathmandu = wallClock('Asia/Kathmandu');
    expect(kathmandu(new Date('2027-03-31T18:14:59Z'))).toEqual({ day: '2027-03-31', time: '23:59:59' });
    expect(kathmandu(new Date('2027-03-31T18:15:00Z'))).toEqual({ day: '2027-04-01', time: '00:00:00' });
  });
});
