import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../common/LoadState';
import { useCreatorClient } from '../creator-client';
import { accountQueries } from './account-queries';
import { DataSection } from './DataSection';
import { EmailSection } from './EmailSection';
import { LanguageZoneSection } from './LanguageZoneSection';
import { PasswordSection } from './PasswordSection';
import { PayoutSection } from './PayoutSection';
import { SecuritySection } from './SecuritySection';

export interface AccountSettingsProps {
  /** Called after signing out here or everywhere: the site goes to `/login?logout=true`. */
  onSignedOut: () => void;
}

/**
 * `/my-account` (the navigation's settings): language and time zone, email, password, two-factor authentication
 * and sessions, the payout method, and the creator's data. Each setting saves on its own and says so.
 */
export function AccountSettings({ onSignedOut }: AccountSettingsProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const settings = useQuery(accountQueries.settings(client));
  return (
    <div className="mym-account">
      <h1 className="mym-account__title">{t('account_title')}</h1>
      {settings.isPending ? (
        <LoadingState label={t('account_loading')} />
      ) : settings.isError ? (
        <LoadError
          title={t('account_load_error')}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <>
          <LanguageZoneSection settings={settings.data} />
          <EmailSection settings={settings.data} />
          <PasswordSection />
          <SecuritySection onSignedOut={onSignedOut} timeZone={settings.data.timeZone} />
          <PayoutSection settings={settings.data} />
          <DataSection settings={settings.data} />
        </>
      )}
    </div>
  );
}
