import type { CalendarProvider } from '@mym/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLinks } from '../common/app-links';
import { LoadingState } from '../common/LoadState';
import { useCreatorClient } from '../creator-client';
import { calendarErrorKey, providerName } from './calendar-providers';
import { CatalogLink } from './catalog-navigation';
import { catalogQueries } from './catalog-queries';
import type { CatalogScreen } from './catalog-screens';
import { pendingProvider } from './pending-calendar-provider';
import { consentOrigin } from './use-calendar-connection';

export interface CalendarOAuthCallbackProps {
  /** The return URL's query; the page's own by default. */
  search?: string | undefined;
  /** The redirect URI the consent was asked with: the current URL without its query (spec 7). */
  redirectUri?: string | undefined;
  /** The calendar is synced: a host may drop the used code from its URL. */
  onConnected?: ((provider: CalendarProvider) => void) | undefined;
}

/** What the provider sent back: a grant to exchange, or why there is none. */
type ProviderAnswer =
  | { kind: 'grant'; code: string; provider: string; state: string | null }
  | { kind: 'refused'; reason: 'denied' | 'invalid' };

function readAnswer(search: string): ProviderAnswer {
  const query = new URLSearchParams(search);
  const error = query.get('error');
  if (error) return { kind: 'refused', reason: error === 'access_denied' ? 'denied' : 'invalid' };
  const code = query.get('code');
  const provider = query.get('provider') ?? pendingProvider();
  return code && provider
    ? { kind: 'grant', code, provider, state: query.get('state') }
    : { kind: 'refused', reason: 'invalid' };
}

const currentPage = () => `${window.location.origin}${window.location.pathname}`;

/**
 * `/catalog/calendar/oauthcallback` (spec 2, open route): the provider's consent page sends the creator back
 * here with `code`, `state` and `provider` (or `error`); the code is exchanged once
 * (`client.bookings.connectCalendar`) with the current URL as redirect (spec 7), then the creator goes on.
 */
export function CalendarOAuthCallback({ search, redirectUri, onConnected }: CalendarOAuthCallbackProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const { login } = useAppLinks();
  // The answer is in the browser's address: read once mounted (the server renders the waiting state).
  const [answer, setAnswer] = useState<ProviderAnswer | null>(null);
  const [origin, setOrigin] = useState<ReturnType<typeof consentOrigin>>();
  useEffect(() => {
    setAnswer(readAnswer(search ?? window.location.search));
    setOrigin(consentOrigin());
  }, [search]);
  const grant = answer?.kind === 'grant' ? answer : null;
  // A query keyed by the one-time code: a second render (strict mode, a remount) never spends it twice.
  const connection = useQuery({
    queryKey: [...catalogQueries.all, 'calendar-grant', grant?.code],
    queryFn: () =>
      client.bookings.connectCalendar({
        code: grant?.code ?? '',
        provider: grant?.provider ?? '',
        redirectUri: redirectUri ?? currentPage(),
        state: grant?.state ?? undefined,
      }),
    enabled: grant !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const connected = connection.data;
  useEffect(() => {
    if (!connected) return;
    void queryClient.invalidateQueries({ queryKey: catalogQueries.providers(client).queryKey });
    onConnected?.(connected);
  }, [connected, queryClient, client, onConnected]);

  const fromCalendar = origin === 'calendar';
  const calendarScreen: CatalogScreen = fromCalendar
    ? { screen: 'calendar' }
    : { screen: 'configuration', step: 'calendar' };

  if (!answer || (grant && connection.isPending)) {
    return (
      <section className="mym-catalog-screen" part="callback" data-state="connecting">
        <h1 className="mym-screen__title mym-catalog__title">{t('catalog_callback_connecting_title')}</h1>
        <LoadingState label={t('catalog_callback_connecting')} />
      </section>
    );
  }
  if (connected) {
    return (
      <section className="mym-catalog-screen" part="callback" data-state="connected">
        <h1 className="mym-screen__title mym-catalog__title">{t('catalog_callback_connected_title')}</h1>
        <p role="status">
          {t('catalog_callback_connected', { provider: providerName(connected.provider, t) })}
        </p>
        <div className="mym-catalog__actions">
          <CatalogLink
            to={fromCalendar ? { screen: 'calendar' } : { screen: 'configuration', step: 'availability' }}
            className="mym-button mym-button--primary mym-button--medium"
          >
            {t(fromCalendar ? 'catalog_callback_back_to_calendar' : 'catalog_callback_continue')}
          </CatalogLink>
          {fromCalendar && (
            <CatalogLink to={{ screen: 'configuration', step: 'availability' }}>
              {t('catalog_callback_continue')}
            </CatalogLink>
          )}
        </div>
      </section>
    );
  }
  const reasonKey =
    answer?.kind === 'refused' ? `catalog_callback_${answer.reason}` : calendarErrorKey(connection.error);
  const sessionLost = reasonKey === 'catalog_error_session';
  return (
    <section className="mym-catalog-screen" part="callback" data-state="failed">
      <h1 className="mym-screen__title mym-catalog__title">{t('catalog_callback_failed_title')}</h1>
      <p className="mym-form-error" role="alert">
        {t(reasonKey)}
      </p>
      <div className="mym-catalog__actions">
        {sessionLost && login ? (
          <a className="mym-button mym-button--primary mym-button--medium" href={login}>
            {t('catalog_callback_sign_in')}
          </a>
        ) : (
          <CatalogLink to={calendarScreen} className="mym-button mym-button--primary mym-button--medium">
            {t('catalog_callback_retry')}
          </CatalogLink>
        )}
      </div>
    </section>
  );
}
