import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTimeZone } from './time-zone';

afterEach(() => vi.restoreAllMocks());

describe('DESIGN "Time": a zone is an IANA name the runtime knows', () => {
  it('accepts IANA names and UTC, refuses abbreviations and made-up names', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('America/Argentina/ComodRivadavia')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('EST')).toBe(false);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });

  it('checks a name once: a list whose every row carries the same zone builds one formatter for it', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    for (let row = 0; row < 50; row += 1) {
      expect(isTimeZone('Asia/Tokyo')).toBe(true);
      expect(isTimeZone('Moon/Tranquility')).toBe(false);
    }
    expect(built).toHaveBeenCalledTimes(2);
  });
});
