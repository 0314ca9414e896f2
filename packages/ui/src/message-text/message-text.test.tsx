import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { MessageText } from './message-text';

describe('MessageText', () => {
  it('shows its text styled by kind (spec 2 "message text")', () => {
    render(<MessageText kind="success">Saved</MessageText>);
    expect(screen.getByText('Saved').parentElement?.className).toBe(
      'mym-message-text mym-message-text--success',
    );
  });

  it('when live, an error is an alert and other kinds a status', () => {
    const { rerender } = render(
      <MessageText kind="error" live>
        Failed
      </MessageText>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed');
    rerender(
      <MessageText kind="info" live>
        Note
      </MessageText>,
    );
    expect(screen.getByRole('status').textContent).toBe('Note');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <MessageText>Plain</MessageText>
        <MessageText kind="warning">Careful</MessageText>
        <MessageText kind="error" live>
          Failed
        </MessageText>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
