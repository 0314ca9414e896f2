import { CreatorApiError, type PublicBooking, type PublicConsultation } from '@mym/sdk/booking';
import { type BookingDetails, trimmedDetails } from '@mym/sdk/forms';
import { Button } from '@mym/ui/button';
import { MessageText } from '@mym/ui/message-text';
import { TextField } from '@mym/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BookingEmailField } from './BookingEmailField';
import { useBookingClient } from './booking-client';
import { bookingDetailsResolver } from './booking-details';
import { type BookingFailure, bookingFailure, retryMessageKey } from './booking-errors';
import { ChosenSlotSummary } from './ChosenSlotSummary';
import type { ShownSlot } from './SlotPicker';

export interface BookingDetailsFormProps {
  consultation: PublicConsultation;
  slot: ShownSlot;
  timeZone: string;
  /** What the fan typed before (kept when a taken slot sent them back to choose another). */
  defaultValues: BookingDetails;
  onBooked: (booked: PublicBooking) => void;
  /** The booking cannot be made as chosen (slot taken, bookings closed, consultation gone): back a step. */
  onRefused: (
    failure: Extract<BookingFailure, 'slot_taken' | 'unavailable' | 'gone'>,
    details: BookingDetails,
  ) => void;
  onBack: (details: BookingDetails) => void;
}

const REFUSALS = ['slot_taken', 'unavailable', 'gone'] as const;
const isRefusal = (failure: BookingFailure): failure is (typeof REFUSALS)[number] =>
  (REFUSALS as readonly string[]).includes(failure);

/** The third step: who books (name, email), under the chosen consultation and time, then the booking itself. */
export function BookingDetailsForm(props: BookingDetailsFormProps) {
  const { consultation, slot, timeZone } = props;
  const { t } = useTranslation();
  const client = useBookingClient();
  const headingId = useId();
  const form = useForm<BookingDetails>({
    defaultValues: props.defaultValues,
    resolver: bookingDetailsResolver,
  });
  const book = useMutation({
    mutationFn: (details: BookingDetails) =>
      client.book({
        consultationId: consultation.id,
        start: slot.start,
        timeZone,
        ...trimmedDetails(details),
      }),
    onSuccess: props.onBooked,
    onError: (error, details) => {
      const failure = bookingFailure(error);
      if (isRefusal(failure)) return props.onRefused(failure, details);
      if (failure !== 'invalid' || !(error instanceof CreatorApiError)) return;
      // The API judged a field the form let through: its key shows under that field (spec 4).
      for (const [field, keys] of Object.entries(error.fields ?? {})) {
        if ((field === 'name' || field === 'email') && keys[0]) form.setError(field, { message: keys[0] });
      }
    },
  });
  const failure = book.isError ? bookingFailure(book.error) : null;
  // A refusal moved the fan back a step; a field the API refused shows under it; anything else can be retried.
  const shownUnderFields = failure === 'invalid' && Object.keys(form.formState.errors).length > 0;
  const retryable = failure !== null && !isRefusal(failure) && !shownUnderFields;
  const fieldError = (field: keyof BookingDetails) => {
    const message = form.formState.errors[field]?.message;
    return message ? t(message) : undefined;
  };
  const submit = form.handleSubmit((details) => book.mutate(details));

  return (
    <section className="mym-booking__step" aria-labelledby={headingId} part="details">
      <ChosenSlotSummary
        headingId={headingId}
        title={t('booking_details_title')}
        onBack={() => props.onBack(form.getValues())}
        consultation={consultation}
        slot={slot}
        timeZone={timeZone}
      />
      <form className="mym-booking-form" part="form" noValidate onSubmit={submit}>
        <TextField
          label={t('booking_name_label')}
          autoComplete="name"
          error={fieldError('name')}
          {...form.register('name')}
        />
        <BookingEmailField error={fieldError('email')} {...form.register('email')} />
        {retryable && (
          <div className="mym-booking__failure" part="error">
            <MessageText kind="error" live>
              {t(retryMessageKey(failure, 'booking_error'))}
            </MessageText>
            <Button variant="secondary" size="small" loading={book.isPending} onClick={() => void submit()}>
              {t('retry')}
            </Button>
          </div>
        )}
        <div className="mym-booking__actions" part="actions">
          <Button type="submit" loading={book.isPending}>
            {t('booking_submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
