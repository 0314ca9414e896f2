import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { bucketRanges, dayRange, dayStart, dayStarts, narrowRange, periodRanges } from './income-periods';

const hours = (range: { start: Date; end: Date }) =>
  (range.end.getTime() - range.start.getTime()) / 3_600_000;

describe('income periods in the creator\'s zone (DESIGN "Time")', () => {
  it("a day is the creator's day across DST: 23 hours on 28 March 2027 in Paris, 25 on 31 October", () => {
    const now = new Date('2027-11-02T12:00:00Z');
    const spring = periodRanges(
      { period: 'custom', from: '2027-03-28', to: '2027-03-28' },
      'Europe/Paris',
      now,
    );
    const autumn = periodRanges(
      { period: 'custom', from: '2027-10-31', to: '2027-10-31' },
      'Europe/Paris',
      now,
    );
    expect(hours(spring.current)).toBe(23);
    expect(hours(autumn.current)).toBe(25);
    expect(spring.current.start.toISOString()).toBe('2027-03-27T23:00:00.000Z');
  });

  it("today is the creator's today: 01:00 UTC is already the next day in Kathmandu (+05:45)", () => {
    const { current } = periodRanges({ period: 'today' }, 'Asia/Kathmandu', new Date('2027-03-31T20:00:00Z'));
    expect(current.from.toString()).toBe('2027-04-01');
    expect(current.start.toISOString()).toBe('2027-03-31T18:15:00.000Z');
  });

  it('12 months start on the first day of a month, so a monthly chart starts whole; the previous period has as many days', () => {
    const { current, previous } = periodRanges(
      { period: '12m' },
      'Europe/Paris',
      new Date('2027-04-10T10:00:00Z'),
    );
    expect(current.from.toString()).toBe('2026-05-01');
    const months = bucketRanges(current, 'month');
    expect(months.map((month) => month.from.toString())).toHaveLength(12);
    expect(months.every((month) => month.from.day === 1)).toBe(true);
    expect(months.at(-1)?.to.toString()).toBe('2027-04-10');
    expect(current.from.until(current.to).days).toBe(previous.from.until(previous.to).days);
    expect(previous.to.add({ days: 1 }).equals(current.from)).toBe(true);
  });

  it('weeks start on Monday and the buckets tile the range with no gap or overlap', () => {
    const { current } = periodRanges(
      { period: 'custom', from: '2027-03-03', to: '2027-03-30' },
      'America/New_York',
      new Date('2027-04-01T00:00:00Z'),
    );
    const weeks = bucketRanges(current, 'week');
    expect(weeks.map((week) => `${week.from}..${week.to}`)).toEqual([
      '2027-03-03..2027-03-07',
      '2027-03-08..2027-03-14',
      '2027-03-15..2027-03-21',
      '2027-03-22..2027-03-28',
      '2027-03-29..2027-03-30',
    ]);
    for (const [index, week] of weeks.entries()) {
      const next = weeks[index + 1];
      if (next) expect(week.end.getTime()).toBe(next.start.getTime());
    }
    expect(weeks[0]?.start.getTime()).toBe(current.start.getTime());
    expect(weeks.at(-1)?.end.getTime()).toBe(current.end.getTime());
  });

  it('a custom period needs both days, in order, within the longest span (400 with the fields)', () => {
    const now = new Date('2027-04-01T00:00:00Z');
    const fields = (choice: Parameters<typeof periodRanges>[0]) => {
      try {
        periodRanges(choice, 'Europe/Paris', now);
      } catch (error) {
        return (error as { fields?: unknown }).fields;
      }
      return undefined;
    };
    expect(fields({ period: 'custom' })).toEqual({
      from: ['mandatory_field_is_empty_error'],
      to: ['mandatory_field_is_empty_error'],
    });
    expect(fields({ period: 'custom', from: '2027-03-02', to: '2027-03-01' })).toEqual({ to: ['calendar'] });
    expect(fields({ period: 'custom', from: '2020-01-01', to: '2027-03-01' })).toEqual({ to: ['calendar'] });
  });

  it('a drill-down narrows to days inside the period only', () => {
    const { current } = periodRanges({ period: '7d' }, 'Europe/Paris', new Date('2027-04-10T10:00:00Z'));
    expect(narrowRange(current, '2027-04-05', '2027-04-05').from.toString()).toBe('2027-04-05');
    expect(() => narrowRange(current, '2027-03-01', undefined)).toThrow();
  });

  it('every day of a year begins where Temporal says, in zones with DST at midnight, half-hour DST and +12:45', () => {
    const from = Temporal.PlainDate.from('2026-06-01');
    const to = Temporal.PlainDate.from('2027-06-30');
    for (const zone of [
      'Europe/Paris',
      'America/Santiago',
      'Asia/Beirut',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'Asia/Kathmandu',
    ]) {
      const starts = dayStarts(dayRange(from, to, zone));
      const expected = Array.from({ length: starts.length }, (_, i) =>
        dayStart(from.add({ days: i }), zone).getTime(),
      );
      expect(starts, zone).toEqual(expected);
    }
  });
});
