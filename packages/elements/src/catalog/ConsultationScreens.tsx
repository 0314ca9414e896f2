import { lazy } from 'react';
import { CalendarHealthBanner } from './CalendarHealthBanner';
import { useCatalogNavigation } from './catalog-navigation';
import type { CatalogScreen } from './catalog-screens';

// One chunk per screen, under the catalog's Suspense: the list does not bring the editor's form (react-hook-form)
// nor the bookings' month grid.
const BookingCalendar = lazy(() =>
  import('./bookings/BookingCalendar').then((module) => ({ default: module.BookingCalendar })),
);
const ConsultationDetail = lazy(() =>
  import('./consultations/ConsultationDetail').then((module) => ({ default: module.ConsultationDetail })),
);
const ConsultationEditor = lazy(() =>
  import('./consultations/ConsultationEditor').then((module) => ({ default: module.ConsultationEditor })),
);
const ConsultationList = lazy(() =>
  import('./consultations/ConsultationList').then((module) => ({ default: module.ConsultationList })),
);

type ConsultationScreen = Extract<
  CatalogScreen,
  { screen: 'consultations' | 'consultation' | 'consultationCreation' | 'consultationEdit' | 'bookings' }
>;

/**
 * The consultations and bookings screens of the catalog (spec 2), each with the calendar-health banner above and
 * its links and moves taken from the catalog's navigation.
 */
export function ConsultationScreens({ screen }: { screen: ConsultationScreen }) {
  const { href, go } = useCatalogNavigation();
  const banner = <CalendarHealthBanner />;
  const list: CatalogScreen = { screen: 'consultations' };
  switch (screen.screen) {
    case 'consultations':
      return (
        <ConsultationList
          banner={banner}
          newConsultationHref={href({ screen: 'consultationCreation' })}
          onNewConsultation={() => go({ screen: 'consultationCreation' })}
          consultationHref={(consultation) =>
            href({ screen: 'consultation', consultationId: consultation.id }) ?? ''
          }
          onOpenConsultation={(consultation) =>
            go({ screen: 'consultation', consultationId: consultation.id })
          }
        />
      );
    case 'consultation':
      return (
        <ConsultationDetail
          key={screen.consultationId}
          consultationId={screen.consultationId}
          banner={banner}
          editHref={href({ screen: 'consultationEdit', consultationId: screen.consultationId })}
          onEdit={() => go({ screen: 'consultationEdit', consultationId: screen.consultationId })}
          listHref={href(list)}
          onShowList={() => go(list)}
          onDeleted={() => go(list, { replace: true })}
        />
      );
    case 'consultationCreation':
    case 'consultationEdit': {
      const editedId = screen.screen === 'consultationEdit' ? screen.consultationId : undefined;
      return (
        <ConsultationEditor
          key={editedId ?? 'new'}
          consultationId={editedId}
          banner={banner}
          // The editor's entry is done with: Back from the saved consultation does not reopen the form.
          onSaved={(saved) => go({ screen: 'consultation', consultationId: saved.id }, { replace: true })}
          onCancel={() => go(editedId ? { screen: 'consultation', consultationId: editedId } : list)}
        />
      );
    }
    case 'bookings':
      return <BookingCalendar banner={banner} />;
  }
}
