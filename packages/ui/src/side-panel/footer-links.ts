/** Sites the side panel links to; each is a prop of the panel with these defaults. */
export interface SidePanelHosts {
  /** The creators app, whose paths hold the legal pages. */
  creatorsApp: string;
  corporate: string;
  support: string;
  status: string;
  blog: string;
  facebook: string;
  x: string;
  instagram: string;
}

export const SIDE_PANEL_DEFAULT_HOSTS: SidePanelHosts = {
  creatorsApp: 'https://creators.mym.fans',
  corporate: 'https://about.mym.fans',
  support: 'https://help.mym.fans',
  status: 'https://status.mym.fans',
  blog: 'https://blog.mym.fans',
  facebook: 'https://www.facebook.com/mym.fans',
  x: 'https://x.com/mym_fans',
  instagram: 'https://www.instagram.com/mym.fans',
};

export type FooterLinkId =
  | 'about'
  | 'help'
  | 'cookies'
  | 'confidentiality'
  | 'termsOfUse'
  | 'generalConditionsOfSale'
  | 'cyberHarassment'
  | 'incidents'
  | 'legalMentions'
  | 'childProtection'
  | 'antiExploitation'
  | 'contentPolicy';

export type SocialLinkId = 'facebook' | 'x' | 'instagram' | 'blog';

const join = (host: string, path: string) => `${host.replace(/\/$/, '')}/${path}`;

/** Footer links in the spec's order, with their targets (spec 2 "Side panel"). */
export function footerLinks(hosts: SidePanelHosts): Array<{ id: FooterLinkId; href: string }> {
  const app = (path: string) => join(hosts.creatorsApp, path);
  return [
    { id: 'about', href: hosts.corporate },
    { id: 'help', href: hosts.support },
    { id: 'cookies', href: app('cookies') },
    { id: 'confidentiality', href: app('privacy') },
    { id: 'termsOfUse', href: app('terms-of-use') },
    { id: 'generalConditionsOfSale', href: app('tos') },
    { id: 'cyberHarassment', href: app('online-harassment') },
    { id: 'incidents', href: hosts.status },
    { id: 'legalMentions', href: app('legal-mentions') },
    { id: 'childProtection', href: app('child-protection') },
    { id: 'antiExploitation', href: app('anti-exploitation') },
    { id: 'contentPolicy', href: app('content-policy') },
  ];
}

/** Social links in the spec's order (spec 2 "Side panel"). */
export function socialLinks(hosts: SidePanelHosts): Array<{ id: SocialLinkId; href: string }> {
  return [
    { id: 'facebook', href: hosts.facebook },
    { id: 'x', href: hosts.x },
    { id: 'instagram', href: hosts.instagram },
    { id: 'blog', href: hosts.blog },
  ];
}
