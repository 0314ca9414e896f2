import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { ProgressionTimeline, STEP_STATUSES, type TimelineStep } from './progression-timeline';

const steps: TimelineStep[] = [
  { label: 'Identity', status: 'success', link: '/identity' },
  { label: 'Profile', status: 'in_progress', link: '/profile' },
  { label: 'Bank', status: 'error', link: '/bank' },
  { label: 'First post', status: 'next_step', link: '/post' },
  { label: 'Payout', status: 'disabled', link: '/payout' },
];

describe('ProgressionTimeline', () => {
  it('step statuses are in_progress, disabled, success, error, next_step (spec 2)', () => {
    expect(STEP_STATUSES).toEqual(['in_progress', 'disabled', 'success', 'error', 'next_step']);
    render(<ProgressionTimeline title="Setup" steps={steps} statusLabels={{ success: 'done' }} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.className.split('--')[1])).toEqual([
      'success',
      'in_progress',
      'error',
      'next_step',
      'disabled',
    ]);
    expect(items[0]?.textContent).toContain('done');
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
  });

  it('steps may link to a route (spec 2)', () => {
    render(<ProgressionTimeline title="Setup" steps={steps} />);
    expect(screen.getByRole('link', { name: /Identity/ }).getAttribute('href')).toBe('/identity');
  });

  it('disabled steps are not clickable (spec 2)', () => {
    render(<ProgressionTimeline title="Setup" steps={steps} />);
    expect(screen.queryByRole('link', { name: /Payout/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('the header has icon and title (spec 2)', () => {
    const { container } = render(<ProgressionTimeline title="Setup" icon={<svg />} steps={steps} />);
    expect(screen.getByRole('region', { name: 'Setup' })).toBeTruthy();
    expect(container.querySelector('.mym-timeline__header-icon')).not.toBeNull();
  });

  it('has a creators mode and a users mode (spec 2)', () => {
    const { container } = render(<ProgressionTimeline title="Setup" steps={steps} mode="users" />);
    expect(container.firstElementChild?.className).toContain('mym-timeline--users');
  });

  it('uses the caller router for links', () => {
    render(
      <ProgressionTimeline
        title="Setup"
        steps={steps.slice(0, 1)}
        renderLink={(step, content) => <a href={`/app${step.link}`}>{content}</a>}
      />,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/app/identity');
  });

  it('has no axe violations', async () => {
    const { container } = render(<ProgressionTimeline title="Setup" steps={steps} />);
    await expectNoAxeViolations(container);
  });
});
