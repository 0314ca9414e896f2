import type { CalendarProvider } from '@mym/sdk';
import { Badge, Button } from '@mym/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../common/LoadState';
import { calendarErrorKey, connectsWithAccount, providerName } from './calendar-providers';
import { type ConsentOrigin, rememberConsentOrigin, useCalendarConnection } from './use-calendar-connection';

// The CalDAV form (react-hook-form) loads when the creator opens it, not with the list of providers.
const CalDavConnectForm = lazy(() =>
  import('./CalDavConnectForm').then((module) => ({ default: module.CalDavConnectForm })),
);

export interface CalendarProviderItemProps {
  provider: CalendarProvider;
  /** The creator's other connected calendar, which connecting this one replaces (one calendar at a time). */
  replaces: CalendarProvider | undefined;
  /** The absolute URL of the host's return page for consent-based providers (the site's oauthcallback). */
  oauthRedirectUri: string | undefined;
  consentOrigin: ConsentOrigin;
  openConsentPage: (url: string) => void;
  onConnected?: ((provider: CalendarProvider) => void) | undefined;
  onDisconnect: (provider: CalendarProvider) => void;
  /** The provider's name is a heading under the screen's own (2 on the calendar screen, 3 in a step). */
  headingLevel: 2 | 3;
}

/**
 * One calendar provider (spec 3: status Synced or Unsynced) with what the creator can do about it: connect
 * through an account form (CalDAV) or the provider's consent page, reconnect a calendar that stopped syncing,
 * or disconnect (asked first, by the list).
 */
export function CalendarProviderItem(props: CalendarProviderItemProps) {
  const { provider, replaces, oauthRedirectUri, consentOrigin, openConsentPage, onConnected } = props;
  const { t } = useTranslation();
  const formId = useId();
  const errorId = useId();
  const [formOpen, setFormOpen] = useState(false);
  const { consentUrl } = useCalendarConnection({});
  const name = providerName(provider.provider, t);
  const Heading = `h${props.headingLevel}` as const;
  const withAccount = connectsWithAccount(provider);
  const connected = Boolean(provider.calendarId);
  const failing = provider.status === 'Unsynced' && connected && provider.failure;
  const state = provider.status === 'Synced' ? 'synced' : failing ? 'failing' : 'unsynced';

  const connect = () => {
    if (withAccount) {
      setFormOpen((open) => !open);
      return;
    }
    if (!oauthRedirectUri) return;
    consentUrl.mutate(
      { provider: provider.provider, redirectUri: oauthRedirectUri },
      {
        onSuccess: (url) => {
          rememberConsentOrigin(consentOrigin);
          openConsentPage(url);
        },
      },
    );
  };

  return (
    <li className="mym-panel mym-catalog-provider" data-state={state} data-provider={provider.provider}>
      <div className="mym-catalog-provider__heading">
        <Heading className="mym-catalog-provider__name">{name}</Heading>
        <Badge kind={state === 'synced' ? 'success' : state === 'failing' ? 'danger' : 'default'}>
          {t(`catalog_status_${state}`)}
        </Badge>
      </div>
      <p className="mym-catalog__hint">{t(`catalog_provider_hint_${withAccount ? 'account' : 'consent'}`)}</p>
      {failing && (
        <p className="mym-catalog-provider__failure">
          {t(`catalog_health_${provider.failure}`, { provider: name })}
        </p>
      )}
      {!connected && replaces && (
        <p className="mym-catalog__hint">
          {t('catalog_provider_replaces', { provider: providerName(replaces.provider, t) })}
        </p>
      )}
      <div className="mym-catalog__actions">
        {state !== 'synced' && (
          <Button
            variant={state === 'failing' ? 'primary' : 'secondary'}
            loading={consentUrl.isPending}
            aria-expanded={withAccount ? formOpen : undefined}
            aria-controls={withAccount && formOpen ? formId : undefined}
            aria-describedby={consentUrl.isError ? errorId : undefined}
            onClick={connect}
          >
            {t(failing ? 'catalog_reconnect' : 'catalog_connect_provider', { provider: name })}
          </Button>
        )}
        {connected && (
          <Button variant="tertiary" onClick={() => props.onDisconnect(provider)}>
            {t('catalog_disconnect', { provider: name })}
          </Button>
        )}
      </div>
      {consentUrl.isError && (
        <p id={errorId} className="mym-field__error" role="alert">
          {t(calendarErrorKey(consentUrl.error))}
        </p>
      )}
      {withAccount && formOpen && (
        <div id={formId}>
          <Suspense fallback={<LoadingState label={t('catalog_loading')} />}>
            <CalDavConnectForm
              onConnected={(connectedProvider) => {
                setFormOpen(false);
                onConnected?.(connectedProvider);
              }}
              onCancel={() => setFormOpen(false)}
            />
          </Suspense>
        </div>
      )}
    </li>
  );
}
