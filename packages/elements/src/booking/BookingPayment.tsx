import { CreatorApiError, type FanBooking, type Money } from '@mym/sdk/fan';
import { Button } from '@mym/ui/button';
import { MessageText } from '@mym/ui/message-text';
import { TextField } from '@mym/ui/text-field';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rulesResolver } from '../common/form-errors';
import { BookingEmailField } from './BookingEmailField';
import { type BookingFailure, bookingFailure, retryMessageKey } from './booking-errors';
import { consultationPrice } from './booking-format';
import type { SignedInFan } from './fan-access';
import { type FanPaymentFields, validateFanPayment } from './fan-account-rules';

/** How often the widget asks whether the payment service confirmed a payment it has not heard of yet. */
const CONFIRMATION_POLL_MS = 2000;

export interface BookingPaymentProps {
  fan: SignedInFan;
  consultationId: string;
  price: Money;
  start: string;
  timeZone: string;
  /** Booked and the payment confirmed by the payment service: the booking, its payment and calendar file. */
  onPaid: (paid: FanBooking & { ics: string }) => void;
  onRefused: (failure: Extract<BookingFailure, 'slot_taken' | 'unavailable' | 'gone'>) => void;
  /** After a declined card: back to the times (the declined one stays held until its hold ends). */
  onChooseAnotherTime: () => void;
}

const REFUSALS = ['slot_taken', 'unavailable', 'gone'] as const;
const isRefusal = (failure: BookingFailure): failure is (typeof REFUSALS)[number] =>
  (REFUSALS as readonly string[]).includes(failure);

/**
 * The pay step: the fan books through `fan.book`, which holds the slot and pays it at once through the fan
 * client's pay step (the local payment stand-in's test cards: the only pay step it has, so this shows only where
 * the host says the stand-in runs); the booking counts as paid only once the payment service's confirmation reached the API
 * (asked again until it has). A declined card charges nothing; the slot's hold then ends on its own.
 */
export function BookingPayment(props: BookingPaymentProps) {
  const { t, i18n } = useTranslation();
  const { fan } = props;
  const priceText = consultationPrice(props.price, i18n.language) ?? '';
  const form = useForm<FanPaymentFields>({
    defaultValues: { email: fan.email, card: '' },
    resolver: rulesResolver<FanPaymentFields>(validateFanPayment),
  });
  const pay = useMutation({
    mutationFn: (values: FanPaymentFields) =>
      fan.client.book(
        props.consultationId,
        { start: props.start, email: values.email.trim(), timeZone: props.timeZone },
        { card: values.card },
      ),
    onSuccess: (booked) => {
      if (booked.state === 'confirmed') props.onPaid({ ...booked, ics: booked.ics ?? '' });
    },
    onError: (error) => {
      const failure = bookingFailure(error);
      if (isRefusal(failure)) return props.onRefused(failure);
      if (!(error instanceof CreatorApiError)) return;
      for (const [field, keys] of Object.entries(error.fields ?? {})) {
        if ((field === 'email' || field === 'card') && keys[0]) form.setError(field, { message: keys[0] });
      }
    },
  });
  const awaiting = pay.data?.state === 'awaiting_payment' ? pay.data : undefined;
  // The payment service may confirm later than the pay step answers: the booking's state says when it did.
  const confirmation = useQuery({
    queryKey: ['booking', 'fan-booking', awaiting?.booking.id],
    queryFn: () => fan.client.booking(awaiting?.booking.id ?? ''),
    enabled: awaiting !== undefined,
    refetchInterval: (query) =>
      query.state.data?.state === 'confirmed' || query.state.data?.payment?.state === 'declined'
        ? false
        : CONFIRMATION_POLL_MS,
  });
  const confirmed = confirmation.data?.state === 'confirmed' ? confirmation.data : undefined;
  const { onPaid } = props;
  const ics = awaiting?.ics ?? '';
  const told = useRef(false);
  useEffect(() => {
    if (!confirmed || told.current) return;
    told.current = true;
    onPaid({ ...confirmed, ics });
  }, [confirmed, onPaid, ics]);
  const declined =
    (pay.isError && pay.error instanceof CreatorApiError && pay.error.code === 'card_declined') ||
    confirmation.data?.payment?.state === 'declined';
  const failure = pay.isError ? bookingFailure(pay.error) : null;
  const shownUnderFields = failure === 'invalid' && Object.keys(form.formState.errors).length > 0;
  const error = (field: keyof FanPaymentFields) => {
    const message = form.formState.errors[field]?.message;
    return message ? t(message) : undefined;
  };

  return (
    <form
      className="mym-booking-form"
      part="form"
      noValidate
      onSubmit={form.handleSubmit((values) => pay.mutate(values))}
    >
      <BookingEmailField error={error('email')} {...form.register('email')} />
      <TextField
        label={t('booking_card_label')}
        autoComplete="off"
        inputMode="numeric"
        hint={t('booking_card_hint')}
        error={error('card')}
        {...form.register('card')}
      />
      {awaiting && !declined && (
        <MessageText kind="info" live>
          {t('booking_pay_waiting')}
        </MessageText>
      )}
      {declined ? (
        <div className="mym-booking__failure" part="error">
          <MessageText kind="error" live>
            {t('booking_card_declined')}
          </MessageText>
          <Button variant="secondary" size="small" onClick={props.onChooseAnotherTime}>
            {t('booking_change_time')}
          </Button>
        </div>
      ) : (
        failure &&
        !isRefusal(failure) &&
        !shownUnderFields && (
          <MessageText kind="error" live>
            {t(retryMessageKey(failure, 'booking_pay_error'))}
          </MessageText>
        )
      )}
      {!declined && (
        <div className="mym-booking__actions" part="actions">
          <Button type="submit" loading={pay.isPending || awaiting !== undefined}>
            {t('booking_pay_submit', { price: priceText })}
          </Button>
        </div>
      )}
    </form>
  );
}
