import type { Availability } from '@mym/sdk';
import { useTranslation } from 'react-i18next';
import { useCatalogNavigation } from '../catalog-navigation';
import { AvailabilityEditor } from './AvailabilityEditor';

/**
 * The hours of a catalog already set up ("Mes disponibilités" on the calendar screen): the editor alone, back to
 * the calendar. The onboarding's own hours step (`configuration/availability`) stays part of the wizard.
 */
export function AvailabilityScreen({
  onSaved,
}: {
  onSaved?: ((availability: Availability) => void) | undefined;
}) {
  const { t } = useTranslation();
  const { go } = useCatalogNavigation();
  return (
    <section
      className="mym-catalog-screen"
      part="availability"
      aria-labelledby="mym-catalog-availability-title"
    >
      <h1 id="mym-catalog-availability-title" className="mym-screen__title mym-catalog__title" tabIndex={-1}>
        {t('catalog_calendar_availability_link')}
      </h1>
      <p className="mym-catalog__intro">{t('catalog_step_availability_intro')}</p>
      <AvailabilityEditor onSaved={onSaved} onBack={() => go({ screen: 'calendar' })} />
    </section>
  );
}
