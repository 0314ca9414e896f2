import type { CalendarProvider } from '@mym/sdk';
import { useToast } from '@mym/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, LoadingState } from '../common/LoadState';
import { useCreatorClient } from '../creator-client';
import { CalendarProviderItem } from './CalendarProviderItem';
import { connectsWithAccount, providerName } from './calendar-providers';
import { catalogQueries } from './catalog-queries';
import { DisconnectCalendarDialog } from './DisconnectCalendarDialog';
import type { ConsentOrigin } from './use-calendar-connection';

export interface CalendarProviderListProps {
  /** The absolute URL of the host's return page for consent-based providers; without it only CalDAV is offered. */
  oauthRedirectUri?: string | undefined;
  consentOrigin: ConsentOrigin;
  /** Sends the browser to a provider's consent page; a full-page move by default. */
  openConsentPage?: ((url: string) => void) | undefined;
  onConnected?: ((provider: CalendarProvider) => void) | undefined;
  /** Providers' names are headings one level under the screen's title. */
  headingLevel?: 2 | 3;
}

const assignLocation = (url: string) => window.location.assign(url);

/**
 * The calendar providers of `client.bookings.providers()` (CalDAV always; Google and Outlook when the API is
 * configured for them; the development stand-in only with its flag), each with its status and its actions.
 */
export function CalendarProviderList({
  oauthRedirectUri,
  consentOrigin,
  openConsentPage = assignLocation,
  onConnected,
  headingLevel = 2,
}: CalendarProviderListProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const toast = useToast();
  const query = useQuery(catalogQueries.providers(client));
  const [disconnecting, setDisconnecting] = useState<CalendarProvider | null>(null);

  if (query.isPending) return <LoadingState label={t('catalog_providers_loading')} />;
  if (query.isError) {
    return (
      <LoadError
        title={t('catalog_providers_load_error')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  // A consent-based provider needs a return page; a host without one offers the account-based ones only.
  const offered = query.data.filter((provider) => oauthRedirectUri || connectsWithAccount(provider));
  if (offered.length === 0) {
    return (
      <EmptyState title={t('catalog_providers_empty_title')} description={t('catalog_providers_empty')} />
    );
  }
  const connected = query.data.find((provider) => provider.calendarId);

  return (
    <>
      <ul className="mym-catalog-providers" part="providers" aria-label={t('catalog_providers_label')}>
        {offered.map((provider) => (
          <CalendarProviderItem
            key={provider.provider}
            provider={provider}
            headingLevel={headingLevel}
            replaces={connected && connected.provider !== provider.provider ? connected : undefined}
            oauthRedirectUri={oauthRedirectUri}
            consentOrigin={consentOrigin}
            openConsentPage={openConsentPage}
            onConnected={(synced) => {
              toast.show({
                kind: 'success',
                title: t('catalog_connected_toast', { provider: providerName(synced.provider, t) }),
              });
              onConnected?.(synced);
            }}
            onDisconnect={setDisconnecting}
          />
        ))}
      </ul>
      {disconnecting && (
        <DisconnectCalendarDialog
          provider={disconnecting}
          onClose={() => setDisconnecting(null)}
          onDisconnected={() =>
            toast.show({
              kind: 'success',
              title: t('catalog_disconnected_toast', { provider: providerName(disconnecting.provider, t) }),
            })
          }
        />
      )}
    </>
  );
}
