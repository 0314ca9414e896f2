import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CALENDAR_MAX_MONTHS_AHEAD } from '../limits';
import { expectNoAxeViolations } from '../test-support/axe';
import { DatePicker, type DatePickerProps } from './date-picker';

const labels = {
  calendar: 'Publication date',
  time: 'Time',
  previous: 'Previous month',
  next: 'Next month',
  publication: 'already has a publication',
};
const today = { year: 2026, month: 1, day: 15 };

function renderPicker(props: Partial<DatePickerProps> = {}) {
  return render(<DatePicker labels={labels} today={today} locale="en-US" {...props} />);
}

const day = (iso: string) => document.querySelector<HTMLElement>(`[data-date="${iso}"]`)!;
const grid = () => screen.getByRole('grid');

describe('DatePicker', () => {
  it('shows one month at a time with previous and next navigation (spec 2)', async () => {
    renderPicker();
    expect(grid().getAttribute('aria-label')).toContain('January 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(grid().getAttribute('aria-label')).toContain('February 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(grid().getAttribute('aria-label')).toContain('January 2026');
  });

  it("opens on the month of the chosen day, marked, not on today's month (spec 2, a stored schedule edited)", () => {
    renderPicker({ defaultDate: { year: 2026, month: 3, day: 12 } });
    expect(grid().getAttribute('aria-label')).toContain('March 2026');
    expect(day('2026-03-12').parentElement?.getAttribute('aria-selected')).toBe('true');
  });

  it('opens on the month of today when the chosen day is already past (spec 5 "Minimum selectable date is today")', () => {
    renderPicker({ defaultDate: { year: 2025, month: 11, day: 3 } });
    expect(grid().getAttribute('aria-label')).toContain('January 2026');
  });

  it('days before today are disabled (spec 2, spec 5 "Minimum selectable date is today")', () => {
    renderPicker();
    expect(day('2026-01-14').getAttribute('aria-disabled')).toBe('true');
    expect(day('2026-01-15').getAttribute('aria-disabled')).toBeNull();
  });

  it('restricted days are disabled (spec 2)', async () => {
    const onDateChange = vi.fn();
    renderPicker({
      restrictedDates: [{ year: 2026, month: 1, day: 20 }, '2026-01-21T00:00:00Z'],
      onDateChange,
    });
    expect(day('2026-01-20').getAttribute('aria-disabled')).toBe('true');
    expect(day('2026-01-21').getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(day('2026-01-20'));
    expect(onDateChange).not.toHaveBeenCalled();
  });

  it('publication days show a marker bullet (spec 2)', () => {
    renderPicker({ publicationDates: ['2026-01-22'] });
    expect(day('2026-01-22').querySelector('[data-testid="publication-marker"]')).not.toBeNull();
    expect(day('2026-01-22').getAttribute('aria-label')).toContain('already has a publication');
    expect(day('2026-01-23').querySelector('[data-testid="publication-marker"]')).toBeNull();
  });

  it('the maximum defaults to today plus 3 months (spec 5 "Calendar", spec 9)', async () => {
    expect(CALENDAR_MAX_MONTHS_AHEAD).toBe(3);
    renderPicker();
    for (let i = 0; i < 3; i++) await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(grid().getAttribute('aria-label')).toContain('April 2026');
    expect(day('2026-04-15').getAttribute('aria-disabled')).toBeNull();
    expect(day('2026-04-16').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Next month' }).hasAttribute('disabled')).toBe(true);
  });

  it('takes an optional maximum date (spec 3)', () => {
    renderPicker({ maxDate: { year: 2026, month: 1, day: 20 } });
    expect(day('2026-01-21').getAttribute('aria-disabled')).toBe('true');
  });

  it('reports date changes as year, month, day (spec 3)', async () => {
    const onDateChange = vi.fn();
    renderPicker({ onDateChange, defaultDate: { year: 2026, month: 1, day: 16 } });
    expect(day('2026-01-16').parentElement?.getAttribute('aria-selected')).toBe('true');
    await userEvent.click(day('2026-01-18'));
    expect(onDateChange).toHaveBeenCalledWith({ year: 2026, month: 1, day: 18 });
  });

  it('has a time field that reports hour and minute (spec 2, spec 3 "default hour")', () => {
    const onTimeChange = vi.fn();
    renderPicker({ defaultTime: { hour: 10, minute: 30 }, onTimeChange });
    const hour = screen.getAllByRole('spinbutton').find((s) => s.getAttribute('aria-valuenow') === '10')!;
    fireEvent.keyDown(hour, { key: 'ArrowUp' });
    expect(onTimeChange).toHaveBeenCalledWith({ hour: 11, minute: 30 });
  });

  it('shows errors in the calendar and time slots (spec 3 "error keys calendar and time")', () => {
    renderPicker({ errors: { calendar: 'Pick a day', time: 'Pick a later hour' } });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Pick a day',
      'Pick a later hour',
    ]);
  });

  it('draws the month once as it mounts, with or without an error: a second drawing is what a phone feels as the screen starts', () => {
    for (const errors of [{}, { calendar: 'Pick a day' }]) {
      const phases: string[] = [];
      const { unmount } = render(
        <Profiler id="picker" onRender={(_id, phase) => phases.push(phase)}>
          <DatePicker labels={labels} today={today} locale="en-US" errors={errors} />
        </Profiler>,
      );
      expect({ errors, phases }).toEqual({ errors, phases: ['mount'] });
      unmount();
    }
  });

  it('describes an invalid day by the calendar\'s error (spec 3 "error keys calendar and time")', async () => {
    renderPicker({ defaultDate: { year: 2026, month: 1, day: 16 }, errors: { calendar: 'Pick a day' } });
    const described = day('2026-01-16').getAttribute('aria-describedby') ?? '';
    const ids = described.split(' ').filter(Boolean);
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('Pick a day');
  });

  it('has no axe violations, plain and with errors', async () => {
    const { container } = renderPicker({
      publicationDates: ['2026-01-22'],
      restrictedDates: ['2026-01-20'],
      defaultTime: { hour: 9, minute: 0 },
      errors: { calendar: 'Pick a day', time: 'Pick a later hour' },
    });
    await expectNoAxeViolations(container);
  });
});
