import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by click on its label and by Space (spec 2 "Checkbox")', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="I accept" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I accept' }) as HTMLInputElement;
    await userEvent.click(screen.getByText('I accept'));
    expect(box.checked).toBe(true);
    box.focus();
    await userEvent.keyboard(' ');
    expect(box.checked).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows an error under the box and marks it invalid', () => {
    render(<Checkbox label="Terms" error="Required" />);
    const box = screen.getByRole('checkbox', { name: 'Terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('forwards its ref to the input (react-hook-form register)', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox label="Terms" name="terms" ref={ref} />);
    expect(ref.current?.name).toBe('terms');
  });

  it('has no axe violations checked, unchecked, disabled and invalid', async () => {
    const { container } = render(
      <div>
        <Checkbox label="A" defaultChecked />
        <Checkbox label="B" />
        <Checkbox label="C" disabled />
        <Checkbox label="D" error="Required" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
