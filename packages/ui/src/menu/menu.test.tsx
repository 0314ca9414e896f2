import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { Menu, type MenuItem } from './menu';

const items = (onSelect = vi.fn()): MenuItem[] => [
  { id: 'post', label: 'Post', href: '/app/post' },
  { id: 'push', label: 'Push', onSelect },
  { id: 'live', label: 'Live', onSelect },
];

describe('Menu', () => {
  it('opens a menu of items from its button (spec 2 "create" menu offering Post, Push, Live)', async () => {
    render(<Menu label="Create" items={items()} />);
    const button = screen.getByRole('button', { name: 'Create' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Post', 'Push', 'Live']);
    expect(screen.getByRole('menuitem', { name: 'Post' }).getAttribute('href')).toBe('/app/post');
  });

  it('arrow keys move between items, Enter picks, and the menu closes', async () => {
    const onSelect = vi.fn();
    render(<Menu label="Create" items={items(onSelect)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Post'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Push');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Escape closes and gives focus back to the button', async () => {
    render(<Menu label="Create" items={items()} />);
    const button = screen.getByRole('button', { name: 'Create' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('portals into the shadow root it lives in', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const root = createRoot(mount);
    act(() => root.render(<Menu label="Create" items={items()} />));
    await userEvent.click(shadow.querySelector('button')!);
    expect(shadow.querySelector('[role="menu"]')).not.toBeNull();
    expect(document.body.querySelector('[role="menu"]')).toBeNull();
    act(() => root.unmount());
    host.remove();
  });

  it('has no axe violations, closed and open', async () => {
    const { container } = render(<Menu label="Create" items={items()} />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await expectNoAxeViolations(document.body);
  });
});
