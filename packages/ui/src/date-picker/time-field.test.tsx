import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import type { TimeOfDay } from './dates';
import { TimeField } from './time-field';

/** The field as a form holds it: the caller owns the time. */
function Owned({
  initial,
  onChange,
}: {
  initial: TimeOfDay | null;
  onChange: (time: TimeOfDay | null) => void;
}) {
  const [time, setTime] = useState(initial);
  return (
    <TimeField
      aria-label="Start"
      value={time}
      onChange={(next) => {
        setTime(next);
        onChange(next);
      }}
    />
  );
}

const segments = () => within(screen.getByRole('group', { name: 'Start' })).getAllByRole('spinbutton');
const shown = () =>
  segments()
    .map((segment) => segment.textContent)
    .join(':');

describe('the 24-hour time field (spec 2 "also a time field")', () => {
  it('takes the hour then the minute as typed digits, on a 24-hour clock, and reports the time', async () => {
    const onChange = vi.fn();
    render(<Owned initial={null} onChange={onChange} />);
    expect(segments()).toHaveLength(2);
    expect(shown()).toBe('––:––');
    await userEvent.click(segments()[0] as HTMLElement);
    await userEvent.keyboard('1730');
    expect(shown()).toBe('17:30');
    expect(onChange).toHaveBeenLastCalledWith({ hour: 17, minute: 30 });
    expect(document.activeElement).toBe(segments()[1]);
  });

  it('a digit that cannot start a longer hour moves on at once; an hour past 23 starts again', async () => {
    render(<Owned initial={{ hour: 9, minute: 0 }} onChange={vi.fn()} />);
    await userEvent.click(segments()[0] as HTMLElement);
    await userEvent.keyboard('7');
    expect(document.activeElement).toBe(segments()[1]);
    await userEvent.click(segments()[0] as HTMLElement);
    await userEvent.keyboard('25');
    expect(shown()).toBe('05:00');
  });

  it('the arrows step a part round its range, and Backspace empties it (the time is then empty)', async () => {
    const onChange = vi.fn();
    render(<Owned initial={{ hour: 23, minute: 0 }} onChange={onChange} />);
    const [hour, minute] = segments() as [HTMLElement, HTMLElement];
    expect(hour.getAttribute('aria-valuenow')).toBe('23');
    expect(hour.getAttribute('aria-valuemax')).toBe('23');
    await userEvent.click(hour);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith({ hour: 0, minute: 0 });
    await userEvent.click(minute);
    await userEvent.keyboard('{ArrowDown}');
    expect(shown()).toBe('00:59');
    await userEvent.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(shown()).toBe('00:––');
  });

  it('letters never enter the field', async () => {
    render(<Owned initial={{ hour: 8, minute: 15 }} onChange={vi.fn()} />);
    await userEvent.click(segments()[0] as HTMLElement);
    await userEvent.keyboard('ab');
    expect(shown()).toBe('08:15');
  });

  it('is named, shows its error and has no axe violations', async () => {
    const { container } = render(<TimeField label="Time" onChange={vi.fn()} error="Required" />);
    expect(screen.getByRole('group', { name: 'Time' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Required');
    await expectNoAxeViolations(container);
  });
});
