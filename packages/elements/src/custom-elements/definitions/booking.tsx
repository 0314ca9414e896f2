import r2wc from '@r2wc/react-to-web-component';
import { BookingWidget, type CreatedBooking } from '../../booking/BookingWidget';
import bookingStyles from '../../booking/booking-sheet.css?inline';
import { refusedConnection } from '../allowed-hosts';
import { useElementTheme } from '../element-theme';
import type { MymEventDetails } from '../event-map';

interface BookingElementProps {
  /** The creator whose consultations are offered. */
  creatorId?: string;
  /** The reference API the element calls (`https://api.example`). */
  apiUrl?: string;
  /** `fr` or `en`; the browser's language when absent (spec 4). */
  locale?: string;
  /** An IANA zone to show times in (`Asia/Tokyo`) instead of the fan's device zone; the fan can still change it. */
  timeZone?: string;
  /** The identity service's endpoint: a visitor signs in there to pay a priced consultation. */
  userPoolEndpoint?: string;
  /** The fans' app client of the identity service, for that sign-in. */
  fanClientId?: string;
  /** `true` while the API runs the local payment stand-in (development only); an empty attribute is no value. */
  paymentStandIn?: string;
  /**
   * `dark` (the default), `light` for light pages, or `auto` to follow the page's `prefers-color-scheme`; the
   * element paints its own surface in it.
   */
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

/**
 * A fan books one of a creator's consultations: a day and a free time in the fan's zone, name and email,
 * then the confirmation with a calendar file. No session: it calls the public booking routes only. The step is
 * the `data-state` of the inner `.mym-booking` box.
 * @csspart consultations - The first step: the creator's consultations.
 * @csspart slot-step - The second step: day and time.
 * @csspart summary - The chosen consultation (and time) above the later steps.
 * @csspart time-zone - The zone times are shown in, and its picker.
 * @csspart slots - The month calendar and the chosen day's free times.
 * @csspart calendar - The month calendar.
 * @csspart details - The third step: name and email.
 * @csspart form - The details form.
 * @csspart error - A failed booking, with its retry.
 * @csspart actions - The buttons of a step.
 * @csspart total - What a priced consultation costs, above its payment.
 * @csspart account - The fan's sign-in, sign-up or signed-in account before paying.
 * @csspart confirmation - The last step: the booking and its calendar file.
 * @dataState consultation - The fan chooses a consultation.
 * @dataState slot - The fan chooses a day and a time.
 * @dataState details - The fan gives a name and an email.
 * @dataState confirmation - The booking is made.
 */
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
