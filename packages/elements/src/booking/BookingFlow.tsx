import type { PublicBooking, PublicConsultation } from '@mym/sdk/booking';
import type { Money } from '@mym/sdk/fan';
import { type BookingDetails, EMPTY_BOOKING_DETAILS } from '@mym/sdk/forms';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MonthPage, monthOf, todayIn } from '../common/calendar/calendar-days';
import { LoadingState } from '../common/LoadState';
import { BookingConfirmation } from './BookingConfirmation';
import { bookingQueries } from './booking-queries';
import { ConsultationChoice } from './ConsultationChoice';
import type { SignedInFan } from './fan-access';
import type { ShownSlot } from './SlotPicker';

// The later steps load when the fan gets there: the page that embeds the widget first downloads only
// what lists the consultations; the slot engine's time library and the form come with the steps that use them.
const loadSlotPicker = () => import('./SlotPicker');
const loadDetailsForm = () => import('./BookingDetailsForm');
const SlotPicker = lazy(() => loadSlotPicker().then((module) => ({ default: module.SlotPicker })));
const BookingDetailsForm = lazy(() =>
  loadDetailsForm().then((module) => ({ default: module.BookingDetailsForm })),
);
// A priced consultation's step brings the fan client (sign-in, pay) only to the visitors who get there.
const loadPaidBooking = () => import('./PaidBooking');
const PaidBooking = lazy(() => loadPaidBooking().then((module) => ({ default: module.PaidBooking })));

type Step = 'consultation' | 'slot' | 'details' | 'confirmation';
type Notice = 'slot_taken' | 'unavailable' | 'gone' | null;

interface Chosen {
  consultation: PublicConsultation;
  creatorTimeZone: string;
}

export interface BookingFlowProps {
  creatorId: string;
  /** The zone times start in (the host's choice or the device's); the fan may change it. */
  initialTimeZone: string;
  onBooked?: ((booked: PublicBooking) => void) | undefined;
}

/** The fan's way through: consultation, day and time, details, confirmation. */
export function BookingFlow({ creatorId, initialTimeZone, onBooked }: BookingFlowProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('consultation');
  // Focus follows the fan's moves only: the first step, shown with the partner's page, leaves focus alone.
  const [moved, setMoved] = useState(false);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [timeZone, setTimeZone] = useState(initialTimeZone);
  const [month, setMonth] = useState<MonthPage>(() => monthOf(todayIn(initialTimeZone)));
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<ShownSlot | null>(null);
  const [details, setDetails] = useState<BookingDetails>(EMPTY_BOOKING_DETAILS);
  const [notice, setNotice] = useState<Notice>(null);
  const [booked, setBooked] = useState<{ booked: PublicBooking; paid?: Money } | null>(null);
  const [fan, setFan] = useState<SignedInFan | null>(null);
  const priced = (chosen?.consultation.price.value ?? 0) > 0;

  const go = (next: Step, why: Notice = null) => {
    setStep(next);
    setNotice(why);
    setMoved(true);
  };
  const loading = <LoadingState label={t('booking_loading')} />;
  const refused = (failure: 'slot_taken' | 'unavailable' | 'gone', typed: BookingDetails) => {
    setDetails(typed);
    // What was read before is stale: fresh slots (or a fresh list) are read when the step shows.
    if (failure === 'gone') {
      queryClient.removeQueries({ queryKey: bookingQueries.all });
      go('consultation', 'gone');
    } else {
      if (chosen) queryClient.removeQueries({ queryKey: bookingQueries.slotsOf(chosen.consultation.id) });
      go('slot', failure);
    }
  };

  return (
    <div className="mym-booking" data-state={step}>
      {step === 'consultation' && (
        <ConsultationChoice
          creatorId={creatorId}
          gone={notice === 'gone'}
          focusHeading={moved}
          onConsider={() => void loadSlotPicker()}
          onChoose={(consultation, creatorTimeZone) => {
            setChosen({ consultation, creatorTimeZone });
            setMonth(monthOf(todayIn(timeZone)));
            setDay(null);
            go('slot');
          }}
        />
      )}
      {step === 'slot' && chosen && (
        <Suspense fallback={loading}>
          <SlotPicker
            consultation={chosen.consultation}
            creatorTimeZone={chosen.creatorTimeZone}
            timeZone={timeZone}
            month={month}
            day={day}
            notice={notice === 'gone' ? null : notice}
            focusHeading={moved}
            onTimeZoneChange={(zone) => {
              setTimeZone(zone);
              // Days are the fan's days: another zone regroups the slots, so the chosen day no longer holds.
              setDay(null);
            }}
            onMonthChange={(page) => {
              setMonth(page);
              setDay(null);
            }}
            onDayChange={(date) => {
              setDay(date);
              void (priced ? loadPaidBooking() : loadDetailsForm());
            }}
            onPick={(picked) => {
              setSlot(picked);
              go('details');
            }}
            onBack={() => go('consultation')}
          />
        </Suspense>
      )}
      {step === 'details' && chosen && slot && priced && (
        <Suspense fallback={loading}>
          <PaidBooking
            consultation={chosen.consultation}
            slot={slot}
            timeZone={timeZone}
            fan={fan}
            onSignedIn={setFan}
            onSignOut={() => setFan(null)}
            onPaid={(paid) => {
              setBooked({ booked: paid, paid: paid.payment?.amount ?? chosen.consultation.price });
              go('confirmation');
              onBooked?.(paid);
            }}
            onRefused={(failure) => refused(failure, details)}
            onBack={() => {
              // A payment tried here may hold this time now: the times are read again.
              queryClient.removeQueries({ queryKey: bookingQueries.slotsOf(chosen.consultation.id) });
              go('slot');
            }}
          />
        </Suspense>
      )}
      {step === 'details' && chosen && slot && !priced && (
        <Suspense fallback={loading}>
          <BookingDetailsForm
            consultation={chosen.consultation}
            slot={slot}
            timeZone={timeZone}
            defaultValues={details}
            onBooked={(result) => {
              setBooked({ booked: result });
              setDetails(EMPTY_BOOKING_DETAILS);
              go('confirmation');
              onBooked?.(result);
            }}
            onRefused={refused}
            onBack={(typed) => {
              setDetails(typed);
              go('slot');
            }}
          />
        </Suspense>
      )}
      {step === 'confirmation' && booked && (
        <BookingConfirmation
          booked={booked.booked}
          paid={booked.paid}
          onBookAnother={() => go('consultation')}
        />
      )}
    </div>
  );
}
