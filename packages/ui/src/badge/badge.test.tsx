import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { BADGE_KINDS, Badge } from './badge';

describe('Badge', () => {
  it('kinds are creator, danger, default, in-progress, success, user, warning (spec 2 "Badges")', () => {
    expect(BADGE_KINDS).toEqual([
      'creator',
      'danger',
      'default',
      'in-progress',
      'success',
      'user',
      'warning',
    ]);
    for (const kind of BADGE_KINDS) render(<Badge kind={kind}>{kind}</Badge>);
    for (const kind of BADGE_KINDS)
      expect(screen.getByText(kind).className).toBe(`mym-badge mym-badge--${kind}`);
  });

  it('defaults to the default kind', () => {
    render(<Badge>New</Badge>);
    expect(screen.getByText('New').className).toContain('mym-badge--default');
  });

  it('has no axe violations in every kind', async () => {
    const { container } = render(
      <p>
        {BADGE_KINDS.map((kind) => (
          <Badge key={kind} kind={kind}>
            {kind}
          </Badge>
        ))}
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
