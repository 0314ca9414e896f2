import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input with its visible label', () => {
    render(<TextField label="Email" name="email" />);
    expect(screen.getByLabelText('Email').getAttribute('name')).toBe('email');
  });

  it('field errors are shown under the field as translated text (spec 5 generic, spec 8 display)', () => {
    render(<TextField label="Email" name="email" error="This field is required" />);
    const input = screen.getByLabelText('Email');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('This field is required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('field text counter shows remaining characters when a max length is given (spec 2)', async () => {
    render(<TextField label="Caption" name="caption" maxLength={10} />);
    const input = screen.getByLabelText('Caption');
    expect(screen.getByTestId('field-counter').textContent).toBe('10');
    await userEvent.type(input, 'hello');
    expect(screen.getByTestId('field-counter').textContent).toBe('5');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByTestId('field-counter').id);
  });

  it('shows no counter without a max length (spec 2 "Field text counter")', () => {
    render(<TextField label="Caption" name="caption" />);
    expect(screen.queryByTestId('field-counter')).toBeNull();
  });

  it('counts a controlled value and an uncontrolled value written through the ref', () => {
    const { rerender } = render(<TextField label="A" value="abc" onChange={() => {}} maxLength={5} />);
    expect(screen.getByTestId('field-counter').textContent).toBe('2');
    rerender(<TextField label="A" value="abcd" onChange={() => {}} maxLength={5} />);
    expect(screen.getByTestId('field-counter').textContent).toBe('1');
  });

  it('works with a register-style ref callback and onChange (react-hook-form)', async () => {
    const onChange = vi.fn();
    let node: HTMLInputElement | null = null;
    const ref = (el: HTMLInputElement | null) => {
      node = el;
      if (el) el.value = 'pre';
    };
    render(<TextField label="Name" name="name" ref={ref} onChange={onChange} maxLength={8} />);
    expect(node).toBe(screen.getByLabelText('Name'));
    expect(screen.getByTestId('field-counter').textContent).toBe('5');
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("the counter counts a stored text given as defaultValue in the server's HTML, before any ref runs (spec 2)", () => {
    const html = renderToString(
      <TextField label="Title" name="title" defaultValue="Vendredi" maxLength={20} />,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('input')?.getAttribute('value')).toBe('Vendredi');
    expect(page.querySelector('[data-testid="field-counter"]')?.textContent).toBe('12');
  });

  it('has no axe violations with hint, counter and error', async () => {
    const { container } = render(
      <div>
        <TextField label="Plain" />
        <TextField label="Full" hint="Help" maxLength={20} error="Wrong" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
