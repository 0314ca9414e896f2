import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MonthPage } from './calendar-days';
import { MonthGrid, type MonthGridProps } from './MonthGrid';

afterEach(cleanup);

const labels = {
  calendar: 'Days with free times',
  previous: 'Previous month',
  next: 'Next month',
  unavailableDay: (date: string) => `${date}, no free time`,
  markedDay: (date: string) => `${date}, with bookings`,
};

const FREE_DAYS = new Set(['2026-05-12', '2026-05-20', '2026-06-03']);

/** The calendar with its month kept by a parent, as the slot picker keeps it. */
function Harness(props: Partial<MonthGridProps> & { onSelect?: (date: string) => void }) {
  const [month, setMonth] = useState<MonthPage>({ year: 2026, month: 5 });
  return (
    <MonthGrid
      month={month}
      isUnavailable={(date) => !FREE_DAYS.has(date)}
      selected={null}
      today="2026-05-10"
      canPrevious={month.year > 2026 || month.month > 5}
      canNext
      busy={false}
      locale="en-US"
      labels={labels}
      onMonthChange={setMonth}
      onSelect={props.onSelect ?? (() => {})}
      {...props}
    />
  );
}

const day = (date: string) => document.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)!;

describe('MonthGrid (spec 2 "Calendar date picker": one month at a time)', () => {
  it('lays the month out under the locale weekdays, days without slots disabled and said so', () => {
    render(<Harness />);
    expect(screen.getByRole('grid').getAttribute('aria-label')).toBe('Days with free times, May 2026');
    // US weeks start on Sunday; 1 May 2026 is a Friday, so five blanks come first.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'S',
      'M',
      'T',
      'W',
      'T',
      'F',
      'S',
    ]);
    expect(day('2026-05-01').closest('tr')?.querySelectorAll('td:empty')).toHaveLength(5);
    expect(day('2026-05-12').getAttribute('aria-label')).toBe('Tuesday, May 12, 2026');
    expect(day('2026-05-13').getAttribute('aria-label')).toBe('Wednesday, May 13, 2026, no free time');
    expect(day('2026-05-13').getAttribute('aria-disabled')).toBe('true');
    expect(day('2026-05-10').getAttribute('aria-current')).toBe('date');
  });

  it('weeks start on Monday in French', () => {
    render(<Harness locale="fr" />);
    expect(screen.getAllByRole('columnheader')[0]?.getAttribute('abbr')).toBe('lundi');
  });

  it('only a day with slots can be chosen', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await userEvent.click(day('2026-05-13'));
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(day('2026-05-12'));
    expect(onSelect).toHaveBeenCalledWith('2026-05-12');
  });

  it('one day is in the tab order, the first with slots; arrows move by day and week', () => {
    render(<Harness />);
    const tabbable = document.querySelectorAll('[data-date][tabindex="0"]');
    expect([...tabbable].map((button) => button.getAttribute('data-date'))).toEqual(['2026-05-12']);
    fireEvent.keyDown(day('2026-05-12'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('2026-05-13'));
    fireEvent.keyDown(day('2026-05-13'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(day('2026-05-20'));
    fireEvent.keyDown(day('2026-05-20'), { key: 'Home' });
    expect(document.activeElement).toBe(day('2026-05-17'));
    fireEvent.keyDown(day('2026-05-17'), { key: 'End' });
    expect(document.activeElement).toBe(day('2026-05-23'));
  });

  it('Page Down and arrows past the month turn the page; nothing before the first allowed month', () => {
    render(<Harness />);
    fireEvent.keyDown(day('2026-05-12'), { key: 'PageDown' });
    expect(screen.getByRole('grid').getAttribute('aria-label')).toContain('June 2026');
    expect(document.activeElement).toBe(day('2026-06-12'));
    fireEvent.keyDown(day('2026-06-12'), { key: 'PageUp' });
    expect(document.activeElement).toBe(day('2026-05-12'));
    fireEvent.keyDown(day('2026-05-12'), { key: 'PageUp' });
    expect(screen.getByRole('grid').getAttribute('aria-label')).toContain('May 2026');
    expect(document.activeElement).toBe(day('2026-05-12'));
  });

  it('the month buttons respect the bounds they are given', async () => {
    render(<Harness canNext={false} />);
    expect(screen.getByRole('button', { name: 'Previous month' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next month' }).hasAttribute('disabled')).toBe(true);
  });

  it('marked days carry a bullet and say so; the chosen day is the selected cell (spec 2 "marker bullet")', async () => {
    render(
      <Harness isUnavailable={() => false} markedDays={new Set(['2026-05-20'])} selected="2026-05-12" />,
    );
    expect(day('2026-05-20').querySelector('[data-testid="day-marker"]')).not.toBeNull();
    expect(day('2026-05-21').querySelector('[data-testid="day-marker"]')).toBeNull();
    expect(day('2026-05-20').getAttribute('aria-label')).toBe('Wednesday, May 20, 2026, with bookings');
    expect(day('2026-05-12').closest('td')?.getAttribute('aria-selected')).toBe('true');
    expect(day('2026-05-20').closest('td')?.getAttribute('aria-selected')).toBe('false');
  });

  it('the day in the tab order follows the free days as they load, until a day is moved to', () => {
    const { rerender } = render(<Harness isUnavailable={() => true} />);
    expect(document.querySelector('[data-date][tabindex="0"]')?.getAttribute('data-date')).toBe('2026-05-10');
    rerender(<Harness isUnavailable={(date) => !FREE_DAYS.has(date)} />);
    expect(document.querySelector('[data-date][tabindex="0"]')?.getAttribute('data-date')).toBe('2026-05-12');
  });
});
