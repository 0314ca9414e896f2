import r2wc from '@r2wc/react-to-web-component';
import { BookingWidget, type CreatedBooking } from '../../booking/BookingWidget';
import type { MymEventDetails } from '../event-map';
import { adoptSharedStylesheet } from '../shared-stylesheet';

interface BookingElementProps {
  creatorId?: string;
  apiUrl?: string;
  locale?: string;
  timeZone?: string;
  /** The shadow root r2wc renders into. */
  container?: HTMLElement | ShadowRoot;
}

/**
 * `<mym-booking creator-id api-url locale time-zone>`: the fans' booking widget on a partner page. Not built on
 * `defineFeatureElement`: fans have no session, and that helper brings the creator SDK and its identity code,
 * which this element must never download (issue 13: a light widget).
 */
function BookingElement({ creatorId, apiUrl, locale, timeZone, container }: BookingElementProps) {
  if (container instanceof ShadowRoot) adoptSharedStylesheet(container);
  const host = container instanceof ShadowRoot ? container.host : container;
  const emitCreated = (booking: CreatedBooking) => {
    const detail: MymEventDetails['mym-booking-created'] = booking;
    host?.dispatchEvent(new CustomEvent('mym-booking-created', { bubbles: true, composed: true, detail }));
  };
  return (
    <div className="mym-element" part="root">
      <BookingWidget
        creatorId={creatorId ?? ''}
        apiUrl={apiUrl ?? ''}
        locale={locale || undefined}
        timeZone={timeZone || undefined}
        onBooked={emitCreated}
      />
    </div>
  );
}

if (typeof customElements !== 'undefined' && !customElements.get('mym-booking')) {
  customElements.define(
    'mym-booking',
    r2wc(BookingElement, {
      shadow: 'open',
      props: { creatorId: 'string', apiUrl: 'string', locale: 'string', timeZone: 'string' },
    }),
  );
}
