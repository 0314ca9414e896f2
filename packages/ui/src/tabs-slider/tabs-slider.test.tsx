import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { type TabItem, TabsSlider } from './tabs-slider';

const tabs: TabItem[] = [
  { id: 'posts', label: 'Posts' },
  { id: 'push', label: 'Push' },
  { id: 'live', label: 'Live', disabled: true },
  { id: 'playlists', label: 'Playlists' },
];

function Harness() {
  const [selected, setSelected] = useState('posts');
  return (
    <TabsSlider label="Content" tabs={tabs} selectedId={selected} onSelectionChange={setSelected}>
      {`panel ${selected}`}
    </TabsSlider>
  );
}

describe('TabsSlider', () => {
  it('selects a tab on click and shows its panel (spec 2 "tabs slider")', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Push' }));
    expect(screen.getByRole('tab', { name: 'Push' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Push' }).textContent).toBe('panel push');
  });

  it('arrow keys move the selection, skipping disabled tabs; Home and End jump', async () => {
    render(<Harness />);
    screen.getByRole('tab', { name: 'Posts' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Playlists' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Posts' }));
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Playlists' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Posts' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps a single tab stop', async () => {
    render(<Harness />);
    const tabIndexes = screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'));
    expect(tabIndexes).toEqual(['0', '-1', '-1', '-1']);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Harness />);
    await expectNoAxeViolations(container);
  });
});
