import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { PasswordField } from './password-field';

const requirements = [
  { label: 'A letter', met: true },
  { label: 'A number', met: false },
  { label: 'A special character', met: false },
  { label: '12 characters minimum', met: true },
];

describe('PasswordField', () => {
  it('hides the password until the toggle shows it, and hides it again', async () => {
    render(<PasswordField label="Password" showLabel="Show" hideLabel="Hide" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(input.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('shows requirements each with a met flag (spec 2 "Password field", spec 3 "Requirement item")', () => {
    render(
      <PasswordField label="Password" requirements={requirements} metLabel="met" unmetLabel="missing" />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'A lettermet',
      'A numbermissing',
      'A special charactermissing',
      '12 characters minimummet',
    ]);
    expect(items.map((li) => li.getAttribute('data-met'))).toEqual(['true', 'false', 'false', 'true']);
  });

  it('links the requirement list and the error to the input', () => {
    render(<PasswordField label="Password" requirements={requirements} error="Too weak" />);
    const describedBy = screen.getByLabelText('Password').getAttribute('aria-describedby') ?? '';
    expect(describedBy).toContain(screen.getByRole('list').id);
    expect(describedBy).toContain(screen.getByRole('alert').id);
  });

  it('has no axe violations with requirements and an error', async () => {
    const { container } = render(
      <PasswordField label="Password" requirements={requirements} error="Too weak" />,
    );
    await expectNoAxeViolations(container);
  });
});
