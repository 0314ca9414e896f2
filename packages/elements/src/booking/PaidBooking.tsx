import type { PublicConsultation } from '@mym/sdk/booking';
import type { FanBooking } from '@mym/sdk/fan';
import { Button } from '@mym/ui/button';
import { MessageText } from '@mym/ui/message-text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingPayment } from './BookingPayment';
import type { BookingFailure } from './booking-errors';
import { consultationPrice } from './booking-format';
import { ChosenSlotSummary } from './ChosenSlotSummary';
import { FanAccountForms } from './FanAccountForms';
import { type SignedInFan, useFanAccess } from './fan-access';
import type { ShownSlot } from './SlotPicker';

export interface PaidBookingProps {
  consultation: PublicConsultation;
  slot: ShownSlot;
  timeZone: string;
  /** The fan signed in earlier in this widget, if any. */
  fan: SignedInFan | null;
  onSignedIn: (fan: SignedInFan) => void;
  onSignOut: () => void;
  onPaid: (paid: FanBooking & { ics: string }) => void;
  onRefused: (failure: Extract<BookingFailure, 'slot_taken' | 'unavailable' | 'gone'>) => void;
  onBack: () => void;
}

/**
 * The third step of a priced consultation: the recap with its price, then the visitor signs in (or signs up) as
 * a fan and pays. The public route books free consultations only; a fan account is who pays and is refunded.
 */
export function PaidBooking(props: PaidBookingProps) {
  const { consultation, slot, timeZone, fan } = props;
  const { t, i18n } = useTranslation();
  const access = useFanAccess();
  const headingId = useId();
  const price = consultationPrice(consultation.price, i18n.language) ?? '';
  // The fan client's only pay step is the local payment stand-in: where it does not run, nothing is booked here.
  const payable = access.identity !== undefined && access.paymentStandIn;
  const title = payable && !fan ? 'booking_pay_sign_in_title' : 'booking_pay_title';

  return (
    <section className="mym-booking__step" aria-labelledby={headingId} part="details">
      <ChosenSlotSummary
        headingId={headingId}
        title={t(title)}
        onBack={props.onBack}
        consultation={consultation}
        slot={slot}
        timeZone={timeZone}
      >
        <strong className="mym-booking__total" part="total">
          {t('booking_total', { price })}
        </strong>
      </ChosenSlotSummary>
      {!payable ? (
        <MessageText kind="warning">{t('booking_pay_unavailable')}</MessageText>
      ) : fan ? (
        <>
          <div className="mym-booking__account" part="account">
            <span>{t('booking_fan_signed_in', { name: fan.name })}</span>
            <Button variant="tertiary" size="small" onClick={props.onSignOut}>
              {t('booking_fan_sign_out')}
            </Button>
          </div>
          <BookingPayment
            fan={fan}
            consultationId={consultation.id}
            price={consultation.price}
            start={slot.start}
            timeZone={timeZone}
            onPaid={props.onPaid}
            onRefused={props.onRefused}
            onChooseAnotherTime={props.onBack}
          />
        </>
      ) : (
        <>
          <p className="mym-booking__intro">{t('booking_pay_intro', { price })}</p>
          <FanAccountForms onSignedIn={props.onSignedIn} />
        </>
      )}
    </section>
  );
}
