import r2wc from '@r2wc/react-to-web-component';
import { BookingWidget, type CreatedBooking } from '../../booking/BookingWidget';
import bookingStyles from '../../booking/booking-sheet.css?inline';
import { refusedConnection } from '../allowed-hosts';
import { useElementTheme } from '../element-theme';
import type { MymEventDetails } from '../event-map';

interface BookingElementProps {
  creatorId?: string;
  apiUrl?: string;
  locale?: string;
  timeZone?: string;
  /** The identity service's endpoint and the fans' app client: a visitor signs in there to pay a priced consultation. */
  userPoolEndpoint?: string;
  fanClientId?: string;
  /** `true` while the API runs the local payment stand-in (development only); an empty attribute is no value. */
  paymentStandIn?: string;
  /** `dark` (the default), `light`, or `auto` to follow the page's `prefers-color-scheme`. */
  theme?: string;
  /** The shadow root r2wc renders into. */
  container?: HTMLElement | ShadowRoot;
}

let sheet: CSSStyleSheet | undefined;

/** The widget's own sheet (tokens, the pieces it draws, its styles), built once per page for every widget. */
function adoptBookingStylesheet(root: ShadowRoot): void {
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in root)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(bookingStyles);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * `<mym-booking creator-id api-url locale time-zone theme user-pool-endpoint fan-client-id payment-stand-in>`: the
 * fans' booking widget on a partner page. Not built on
 * `defineFeatureElement`: fans have no session, and that helper brings the creator SDK and its identity code,
 * which this element must never download (a light widget).
 */
function BookingElement(props: BookingElementProps) {
  const { creatorId, apiUrl, locale, timeZone, theme, container, userPoolEndpoint, fanClientId } = props;
  if (container instanceof ShadowRoot) adoptBookingStylesheet(container);
  const host = container instanceof ShadowRoot ? container.host : container;
  useElementTheme(host, theme);
  const emitCreated = (booking: CreatedBooking) => {
    const detail: MymEventDetails['mym-booking-created'] = booking;
    host?.dispatchEvent(new CustomEvent('mym-booking-created', { bubbles: true, composed: true, detail }));
  };
  // A fan's password and token go only to hosts the page allowed (allowed-hosts.ts); elsewhere, no sign-in here.
  const fanIdentity =
    userPoolEndpoint && fanClientId && !refusedConnection([apiUrl, userPoolEndpoint])
      ? { endpoint: userPoolEndpoint, clientId: fanClientId }
      : undefined;
  return (
    <div className="mym-element" part="root">
      <BookingWidget
        creatorId={creatorId ?? ''}
        apiUrl={apiUrl ?? ''}
        locale={locale || undefined}
        timeZone={timeZone || undefined}
        onBooked={emitCreated}
        fanIdentity={fanIdentity}
        paymentStandIn={props.paymentStandIn === 'true'}
      />
    </div>
  );
}

if (typeof customElements !== 'undefined' && !customElements.get('mym-booking')) {
  customElements.define(
    'mym-booking',
    r2wc(BookingElement, {
      shadow: 'open',
      props: {
        creatorId: 'string',
        apiUrl: 'string',
        locale: 'string',
        timeZone: 'string',
        theme: 'string',
        userPoolEndpoint: 'string',
        fanClientId: 'string',
        paymentStandIn: 'string',
      },
    }),
  );
}
