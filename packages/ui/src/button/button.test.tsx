import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from './button';

describe('Button', () => {
  it('comes in sizes small, medium, large and variants primary, secondary, tertiary, destructive (spec 2)', () => {
    for (const variant of BUTTON_VARIANTS) {
      for (const size of BUTTON_SIZES) {
        render(
          <Button variant={variant} size={size}>
            {`${variant} ${size}`}
          </Button>,
        );
        const button = screen.getByRole('button', { name: `${variant} ${size}` });
        expect(button).toHaveProperty('className', `mym-button mym-button--${variant} mym-button--${size}`);
      }
    }
    expect(BUTTON_VARIANTS).toEqual(['primary', 'secondary', 'tertiary', 'destructive']);
    expect(BUTTON_SIZES).toEqual(['small', 'medium', 'large']);
  });

  it('defaults to a primary medium button that does not submit forms', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.className).toContain('mym-button--primary');
    expect(button.className).toContain('mym-button--medium');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('while loading shows a spinner, is busy and ignores clicks', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(container.querySelector('.mym-loader')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref and native props to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} type="submit" name="go" className="extra">
        Go
      </Button>,
    );
    expect(ref.current?.type).toBe('submit');
    expect(ref.current?.name).toBe('go');
    expect(ref.current?.className).toContain('extra');
  });

  it('has no axe violations in every variant, disabled and loading', async () => {
    const { container } = render(
      <div>
        {BUTTON_VARIANTS.map((v) => (
          <Button key={v} variant={v}>
            {v}
          </Button>
        ))}
        <Button disabled>disabled</Button>
        <Button loading>loading</Button>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
