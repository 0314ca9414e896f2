import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { isCurrentHref } from '../common/app-links';
import { renderWithClient } from '../test-support/render-with-client';
import { AppNavigation } from './AppNavigation';

afterEach(cleanup);

const linksOf = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('navigation for logged creators (spec 2 "Navigation")', () => {
  it('the bar offers tools, statistics, messages, profile, notifications, settings, in that order', () => {
    renderWithClient(<AppNavigation currentPath="/app/profile" />);
    expect(linksOf('Navigation principale')).toEqual([
      ['Outils', '/app/tools'],
      ['Revenus', '/app/incomes'],
      ['Messages', '/app/chat'],
      ['Profil', '/app/profile'],
      ['Notifications', '/app/notifications'],
      ['Mon compte', '/app/my-account'],
    ]);
  });

  it('the mobile navigation has the paths account/tools, incomes, myms, profile, notifications, my-account', () => {
    renderWithClient(<AppNavigation currentPath="/app/profile" />);
    expect(linksOf('Navigation').map(([, href]) => href)).toEqual([
      '/app/account/tools',
      '/app/incomes',
      '/app/myms',
      '/app/profile',
      '/app/notifications',
      '/app/my-account',
    ]);
  });

  it('marks the current screen, also on its child screens, with aria-current', () => {
    renderWithClient(<AppNavigation currentPath="/app/profile/edit" />);
    const bar = within(screen.getByRole('navigation', { name: 'Navigation principale' }));
    expect(bar.getByRole('link', { name: 'Profil' }).getAttribute('aria-current')).toBe('page');
    expect(bar.getByRole('link', { name: 'Outils' }).getAttribute('aria-current')).toBeNull();
    expect(isCurrentHref('/app/', '/app/', '/app/')).toBe(true);
    expect(isCurrentHref('/app/profile', '/app/', '/app/')).toBe(false);
  });

  it("the logo leads to the profile, the creator's home (spec 2: sign-in lands there)", () => {
    renderWithClient(<AppNavigation currentPath="/app/push/list" />);
    expect(screen.getByRole('link', { name: 'creators' }).getAttribute('href')).toBe('/app/profile');
  });

  it('in an area the tools page leads to, the tools entry is marked current, on the bar and on the phone', () => {
    renderWithClient(<AppNavigation currentPath="/app/mym-cloud/collections/7" />);
    const bar = within(screen.getByRole('navigation', { name: 'Navigation principale' }));
    expect(bar.getByRole('link', { name: 'Outils' }).getAttribute('aria-current')).toBe('page');
    expect(bar.getByRole('link', { name: 'Profil' }).getAttribute('aria-current')).toBeNull();
    const phone = within(screen.getByRole('navigation', { name: 'Navigation' }));
    expect(phone.getByRole('link', { name: 'Outils' }).getAttribute('aria-current')).toBe('page');
  });

  it('the create menu opens from the keyboard and offers Post, Push, Live', async () => {
    renderWithClient(<AppNavigation currentPath="/app/profile" />);
    const button = screen.getByRole('button', { name: 'Créer' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Post', '/app/post'],
      ['Push', '/app/push'],
      ['Live', '/app/live'],
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('the language switcher names each language in itself and switches <html lang>', async () => {
    renderWithClient(<AppNavigation currentPath="/app/profile" />);
    const select = screen.getByRole('combobox', { name: 'Langue' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Français', 'English']);
    await userEvent.selectOptions(select, 'en');
    expect(document.documentElement.lang).toBe('en');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeTruthy();
  });
});
