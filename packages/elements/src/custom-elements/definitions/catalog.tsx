import { useEffect, useState } from 'react';
import bookingsStyles from '../../catalog/bookings/bookings.css?inline';
import { Catalog } from '../../catalog/Catalog';
import catalogStyles from '../../catalog/catalog.css?inline';
import { type CatalogScreen, catalogScreenFromName } from '../../catalog/catalog-screens';
import consultationsStyles from '../../catalog/consultations/consultations.css?inline';
import monthGridStyles from '../../common/calendar/month-grid.css?inline';
import commonStyles from '../../common/common.css?inline';
import { defineFeatureElement, type ElementContext } from '../define-element';

type CatalogAttributes = {
  /**
   * The screen shown first, as the spec's path under `/catalog`: `calendar` (default), `configuration/creation`,
   * `configuration/calendar`, `configuration/availability`, `configuration/confirmation`, `consultations`,
   * `consultations/creation`, `consultations/{id}`, `consultations/edit/{id}`, `bookings`, or
   * `calendar/oauthcallback` on the page that receives a calendar provider's answer.
   */
  screen: string;
  /**
   * The absolute URL of the partner's page holding `<mym-catalog screen="calendar/oauthcallback">`, where Google or
   * Outlook send the creator back; without it only CalDAV is offered.
   */
  calendarRedirectUri: string;
};

/** The catalog on a partner page: the same screens, moved between inside the element (no URLs of its own). */
function CatalogElement({
  element,
  attributes,
}: {
  element: ElementContext;
  attributes: Partial<CatalogAttributes>;
}) {
  const [screen, setScreen] = useState<CatalogScreen>(() => catalogScreenFromName(attributes.screen));
  // The page may move the element to another screen by changing the attribute.
  useEffect(() => setScreen(catalogScreenFromName(attributes.screen)), [attributes.screen]);
  return (
    <Catalog
      screen={screen}
      onNavigate={setScreen}
      oauthRedirectUri={attributes.calendarRedirectUri || undefined}
      onCalendarConnected={(provider) => element.emit('mym-calendar-connected', provider)}
      onAvailabilitySaved={(availability) => element.emit('mym-availability-saved', availability)}
    />
  );
}

/**
 * The creator's catalog (spec 2 /catalog/*): calendar connection (CalDAV, Google, Outlook) with its health,
 * the first-time configuration with its progression timeline and the availability editor, moved between
 * inside the element.
 * @csspart calendar - The calendar screen.
 * @csspart providers - The list of calendar providers.
 * @csspart caldav-form - The CalDAV account form.
 * @csspart health - The banner saying bookings are paused because the calendar stopped syncing.
 * @csspart callback - The return page of a calendar provider's consent.
 * @csspart configuration - The first-time configuration with its timeline.
 * @csspart availability - The availability form.
 * @csspart time-zone - The time zone field.
 * @csspart weekly-hours - The weekly hours.
 * @csspart overrides - The dates that differ from the week.
 * @csspart booking-rules - Buffers, minimum notice and booking window.
 * @csspart actions - A screen's buttons.
 * @csspart confirmation - The configuration's summary.
 * @csspart list - The creator's consultations.
 * @csspart details - One consultation's facts.
 * @csspart form - The consultation form.
 * @csspart duration - The consultation's duration field.
 * @csspart day - One day's bookings.
 */
defineFeatureElement<CatalogAttributes>(
  'mym-catalog',
  ({ element, attributes }) => <CatalogElement element={element} attributes={attributes} />,
  {
    attributes: ['screen', 'calendarRedirectUri'],
    styles: [commonStyles, catalogStyles, consultationsStyles, bookingsStyles, monthGridStyles],
    catalogues: ['catalog/bookings', 'catalog/consultations', 'catalog'],
  },
);
