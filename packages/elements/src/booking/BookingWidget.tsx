import { type BookingClient, createBookingClient, type PublicBooking } from '@mym/sdk/booking';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../common/query-client';
import { useHasCatalogue } from '../i18n/use-has-catalogue';
import { BookingFlow } from './BookingFlow';
import { BookingClientContext } from './booking-client';
import { createBookingI18n, speakBookingLanguage } from './booking-i18n';
import { fanLanguage, followPageLanguage } from './booking-language';
import { type FanAccess, FanAccessContext } from './fan-access';
import { initialTimeZone } from './time-zones';

/** A booking as the API stored it: what `onBooked` and the `mym-booking-created` event hand over. */
export type CreatedBooking = PublicBooking['booking'];

export interface BookingWidgetProps {
  /** The creator whose consultations are offered. */
  creatorId: string;
  /** The reference API (`https://api.example`); its public booking calls need no session. */
  apiUrl: string;
  /** `fr` or `en`; the page's language (locale cookie, then browser) when absent (spec 4). */
  locale?: string | undefined;
  /** An IANA zone to show times in instead of the device's (`Asia/Tokyo`); the fan can still change it. */
  timeZone?: string | undefined;
  /** The fan booked: the booking as stored (its `.ics` is offered on the confirmation). */
  onBooked?: ((booking: CreatedBooking) => void) | undefined;
  /** A client to use instead of building one from `apiUrl` (tests, hosts sharing one). */
  client?: BookingClient | undefined;
  /**
   * The identity service and the fans' app client: a visitor signs in or signs up as a fan there to pay a priced
   * consultation. Without it, priced consultations are shown but not booked here.
   */
  fanIdentity?: FanAccess['identity'];
  /** The API runs the local payment stand-in (development only): its test cards are the pay step. */
  paymentStandIn?: boolean | undefined;
  /** A fan client to use instead of building one (tests). */
  fanClient?: FanAccess['client'];
}

/**
 * The fans' booking widget: a creator's consultation, a day and a free time in the fan's
 * zone, name and email, then the confirmation with a calendar file. A free consultation needs no session, so it
 * uses only the public booking client; a priced one is paid by the visitor signed in as a fan (`fanIdentity`). It carries its own query cache and translations: a partner page (`<mym-booking>`) or a
 * React app places it as is.
 */
export function BookingWidget(props: BookingWidgetProps) {
  // Another API is another world: a fresh client and a fresh cache, nothing read from the previous one kept.
  return <BookingProviders key={props.apiUrl} {...props} />;
}

function BookingProviders(props: BookingWidgetProps) {
  const { creatorId, apiUrl, locale, timeZone, onBooked, client } = props;
  const [bookingClient] = useState(() => client ?? createBookingClient({ apiUrl }));
  const endpoint = props.fanIdentity?.endpoint;
  const clientId = props.fanIdentity?.clientId;
  const fanAccess = useMemo<FanAccess>(
    () => ({
      apiUrl,
      identity: endpoint && clientId ? { endpoint, clientId } : undefined,
      paymentStandIn: props.paymentStandIn === true,
      client: props.fanClient,
    }),
    [apiUrl, endpoint, clientId, props.paymentStandIn, props.fanClient],
  );
  const [queryClient] = useState(createQueryClient);
  const language = fanLanguage(locale);
  const [i18n] = useState(() => createBookingI18n(language));
  const translated = useHasCatalogue(i18n);
  useEffect(() => {
    if (i18n.language !== language) void speakBookingLanguage(i18n, language);
  }, [i18n, language]);
  // Without a `locale` of its own, the widget speaks the page's language as it changes (the language switcher).
  useEffect(() => {
    if (locale) return;
    return followPageLanguage((chosen) => void speakBookingLanguage(i18n, chosen));
  }, [i18n, locale]);
  // The fan sees the widget once its words have loaded, never keys.
  if (!translated) return null;
  return (
    <BookingClientContext.Provider value={bookingClient}>
      <FanAccessContext.Provider value={fanAccess}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            <BookingFlow
              // Another creator or zone starts the way over.
              key={`${creatorId}|${timeZone ?? ''}`}
              creatorId={creatorId}
              initialTimeZone={initialTimeZone(timeZone)}
              onBooked={(booked) => onBooked?.(booked.booking)}
            />
          </I18nextProvider>
        </QueryClientProvider>
      </FanAccessContext.Provider>
    </BookingClientContext.Provider>
  );
}
