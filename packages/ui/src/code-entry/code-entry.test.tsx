import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CODE_LENGTH } from '../limits';
import { expectNoAxeViolations } from '../test-support/axe';
import { CodeEntry } from './code-entry';

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () =>
  boxes()
    .map((box) => box.value)
    .join('|');

describe('CodeEntry', () => {
  it('has 6 digit boxes by default (spec 2, spec 9 "Code length 6")', () => {
    expect(CODE_LENGTH).toBe(6);
    render(<CodeEntry label="Code" onComplete={() => {}} />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'Code' })).toBeTruthy();
  });

  it('accepts digits only and moves to the next box (spec 2)', async () => {
    render(<CodeEntry label="Code" onComplete={() => {}} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('a1');
    expect(values()).toBe('1|||||');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('blocks the keys e, E, +, - and . (spec 2)', () => {
    render(<CodeEntry label="Code" onComplete={() => {}} />);
    for (const key of ['e', 'E', '+', '-', '.']) {
      const event = fireEvent.keyDown(boxes()[0]!, { key });
      expect(event).toBe(false);
    }
  });

  it('auto-submits when all boxes are filled (spec 2)', async () => {
    const onComplete = vi.fn();
    render(<CodeEntry label="Code" onComplete={onComplete} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('pasting spreads digits across boxes (spec 2)', async () => {
    const onComplete = vi.fn();
    render(<CodeEntry label="Code" onComplete={onComplete} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.paste('12-34 56');
    expect(values()).toBe('1|2|3|4|5|6');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('Backspace clears the box or moves to the previous one (spec 2)', async () => {
    render(<CodeEntry label="Code" onComplete={() => {}} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('12');
    expect(document.activeElement).toBe(boxes()[2]);
    await userEvent.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes()[1]);
    expect(values()).toBe('1|2||||');
    await userEvent.keyboard('{Backspace}');
    expect(values()).toBe('1|||||');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('Enter submits a complete code (spec 2)', async () => {
    const onComplete = vi.fn();
    render(<CodeEntry label="Code" length={4} onComplete={onComplete} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('1234');
    await userEvent.keyboard('{Enter}');
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenLastCalledWith('1234');
  });

  it('has a creators mode, a users mode and a third mode (spec 2)', () => {
    for (const mode of ['creators', 'users', 'neutral'] as const) {
      const { container, unmount } = render(<CodeEntry label="Code" mode={mode} onComplete={() => {}} />);
      expect(container.firstElementChild?.className).toContain(`mym-code-entry--${mode}`);
      unmount();
    }
  });

  it('has no axe violations, empty and with an error', async () => {
    const { container } = render(
      <div>
        <CodeEntry label="Code" onComplete={() => {}} digitLabel={(p, n) => `Digit ${p} of ${n}`} />
        <CodeEntry label="Code again" onComplete={() => {}} error="Wrong code" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
