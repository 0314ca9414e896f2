import { SidePanel, type SidePanelProps } from '@mym/ui';
import { useTranslation } from 'react-i18next';

const LINK_IDS = [
  'about',
  'help',
  'cookies',
  'confidentiality',
  'termsOfUse',
  'generalConditionsOfSale',
  'cyberHarassment',
  'incidents',
  'legalMentions',
  'childProtection',
  'antiExploitation',
  'contentPolicy',
  'facebook',
  'x',
  'instagram',
  'blog',
] as const;

export type PublicAsideProps = Pick<
  SidePanelProps,
  'title' | 'description' | 'information' | 'progress' | 'hosts'
>;

/** The side panel of the public screens (spec 2 "Side panel"), translated; screens may give their own texts. */
export function PublicAside(props: PublicAsideProps) {
  const { t } = useTranslation();
  const linkLabels = Object.fromEntries(LINK_IDS.map((id) => [id, t(`side_panel_${id}`)]));
  return (
    <SidePanel
      title={t('side_panel_title')}
      description={t('side_panel_description')}
      footerLabel={t('side_panel_footer')}
      newTabLabel={t('link_new_tab')}
      linkLabels={linkLabels}
      {...props}
    />
  );
}
