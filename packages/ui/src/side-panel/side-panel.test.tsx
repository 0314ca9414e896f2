import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { SidePanel } from './side-panel';

const hosts = {
  creatorsApp: 'https://creators.example/',
  corporate: 'https://corp.example',
  support: 'https://support.example',
  status: 'https://status.example',
};

const links = (container: HTMLElement, list: string) =>
  [...container.querySelectorAll<HTMLAnchorElement>(`.mym-side-panel__${list} a`)].map((a) => [
    a.dataset.link,
    a.getAttribute('href'),
  ]);

describe('SidePanel', () => {
  it('shows the creators illustration by default, with optional title, description, information, progress (spec 2)', () => {
    const { container } = render(
      <SidePanel title="Welcome" description="Start" information="Info" progress={<span>50%</span>} />,
    );
    expect(container.querySelector('.mym-illustration--creators')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText('Start')).toBeTruthy();
    expect(screen.getByText('Info')).toBeTruthy();
    expect(screen.getByText('50%')).toBeTruthy();
  });

  it('footer links in order with their targets (spec 2 "Side panel")', () => {
    const { container } = render(<SidePanel hosts={hosts} />);
    expect(links(container, 'links')).toEqual([
      ['about', 'https://corp.example'],
      ['help', 'https://support.example'],
      ['cookies', 'https://creators.example/cookies'],
      ['confidentiality', 'https://creators.example/privacy'],
      ['termsOfUse', 'https://creators.example/terms-of-use'],
      ['generalConditionsOfSale', 'https://creators.example/tos'],
      ['cyberHarassment', 'https://creators.example/online-harassment'],
      ['incidents', 'https://status.example'],
      ['legalMentions', 'https://creators.example/legal-mentions'],
      ['childProtection', 'https://creators.example/child-protection'],
      ['antiExploitation', 'https://creators.example/anti-exploitation'],
      ['contentPolicy', 'https://creators.example/content-policy'],
    ]);
  });

  it('social icons facebook, x, instagram, blog each open in a new tab (spec 2)', () => {
    const { container } = render(<SidePanel linkLabels={{ x: 'X' }} newTabLabel="new tab" />);
    expect(links(container, 'social').map(([id]) => id)).toEqual(['facebook', 'x', 'instagram', 'blog']);
    for (const a of container.querySelectorAll('a')) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'X (new tab)' })).toBeTruthy();
  });

  it('the footer is optional and another illustration can be chosen', () => {
    const { container } = render(<SidePanel footer={false} illustration="users" />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(container.querySelector('.mym-illustration--users')).not.toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<SidePanel title="Welcome" description="Start" />);
    await expectNoAxeViolations(container);
  });
});
