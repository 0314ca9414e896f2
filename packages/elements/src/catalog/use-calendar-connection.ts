import type { CalDavAccountPayload, CalendarProvider } from '@mym/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCreatorClient } from '../creator-client';
import { catalogQueries } from './catalog-queries';
import { rememberPendingProvider } from './pending-calendar-provider';

/** Where the creator asked for a provider's consent page, so its return page knows which way to go on. */
export type ConsentOrigin = 'calendar' | 'configuration';
const CONSENT_ORIGIN_KEY = 'mym-catalog-consent-origin';

export function rememberConsentOrigin(origin: ConsentOrigin): void {
  try {
    sessionStorage.setItem(CONSENT_ORIGIN_KEY, origin);
  } catch {
    // Storage refused (private mode, sandboxed frame): the return page offers both ways.
  }
}

export function consentOrigin(): ConsentOrigin | undefined {
  try {
    const value = sessionStorage.getItem(CONSENT_ORIGIN_KEY);
    return value === 'calendar' || value === 'configuration' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The calendar writes of the catalog; each one refreshes the provider list every screen reads. */
export function useCalendarConnection(options: {
  onConnected?: ((provider: CalendarProvider) => void) | undefined;
}) {
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: catalogQueries.providers(client).queryKey });

  const connectCalDav = useMutation({
    mutationFn: (account: CalDavAccountPayload) => client.bookings.connectCalDav(account),
    onSuccess: async (provider) => {
      await refresh();
      options.onConnected?.(provider);
    },
  });
  const disconnect = useMutation({
    mutationFn: (provider: CalendarProvider) => client.bookings.disconnectCalendar(provider.calendarId ?? ''),
    onSuccess: refresh,
  });
  const consentUrl = useMutation({
    mutationFn: async (request: { provider: string; redirectUri: string }) => {
      const url = await client.bookings.calendarConnectUrl(request);
      rememberPendingProvider(request.provider);
      return url;
    },
  });
  return { connectCalDav, disconnect, consentUrl };
}
