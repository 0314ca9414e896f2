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
  /** The screen shown first: the spec's path under `/catalog` (`calendar`, `configuration/availability`...). */
  screen: string;
  /** The partner's page that receives a calendar provider's answer (it holds `<mym-catalog screen="calendar/oauthcallback">`). */
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

defineFeatureElement<CatalogAttributes>(
  'mym-catalog',
  ({ element, attributes }) => <CatalogElement element={element} attributes={attributes} />,
  {
    attributes: ['screen', 'calendarRedirectUri'],
    styles: [commonStyles, catalogStyles, consultationsStyles, bookingsStyles, monthGridStyles],
    catalogues: ['catalog/bookings', 'catalog/consultations', 'catalog'],
  },
);
