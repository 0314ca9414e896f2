import { type Availability, CreatorApiError, type FieldErrors } from '@mym/sdk';
import {
  type AvailabilityForm,
  availabilityFormErrors,
  availabilityFormToPayload,
  availabilityToForm,
  detectedTimeZone,
  formErrorsFromApi,
} from '@mym/sdk/forms';
import { Button, useToast } from '@mym/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreatorClient } from '../../creator-client';
import { catalogQueries } from '../catalog-queries';
import { BookingRulesFields } from './BookingRulesFields';
import { DateOverridesField } from './DateOverridesField';
import { TimeZoneField } from './TimeZoneField';
import { WeeklyHoursField } from './WeeklyHoursField';

const NO_ERRORS: FieldErrors = {};

export interface AvailabilityFormViewProps {
  availability: Availability;
  onSaved?: ((availability: Availability) => void) | undefined;
  onBack?: (() => void) | undefined;
}

/**
 * The availability form once loaded. Spec 5 "Generic": it validates on submit and shows every criterion at once
 * under its field, then follows the creator's changes; what the API refuses (400 `slots`, `overrides`,
 * `timeZone`...) shows under the same fields.
 */
export function AvailabilityFormView({ availability, onSaved, onBack }: AvailabilityFormViewProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const root = useRef<HTMLFormElement>(null);
  // Built once, the browser's zone read only for a creator who never set hours: it is slow to ask for.
  const [defaultValues] = useState(() => availabilityToForm(availability, detectedTimeZone));
  const form = useForm<AvailabilityForm>({ defaultValues });
  const values = useWatch({ control: form.control }) as AvailabilityForm;
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<FieldErrors>(NO_ERRORS);
  // The same object while nothing changes, so the form's sections (memo) skip the render react-hook-form asks
  // for once the form is ready, right after the page's HTML is taken over.
  const errors = useMemo<FieldErrors>(
    () =>
      !submitted && Object.keys(refused).length === 0
        ? NO_ERRORS
        : { ...(submitted ? availabilityFormErrors(values) : {}), ...refused },
    [submitted, values, refused],
  );

  // What the API refused is about the values it was sent: a change makes it stale.
  useEffect(() => {
    const subscription = form.watch(() => setRefused(NO_ERRORS));
    return () => subscription.unsubscribe();
  }, [form]);

  // The first field that says what is wrong takes the focus, as a page of errors would be read from the top.
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      root.current
        ?.querySelector<HTMLElement>(
          '[aria-invalid="true"] input, input[aria-invalid="true"], select[aria-invalid="true"]',
        )
        ?.focus(),
    );

  const save = useMutation({
    mutationFn: () => client.bookings.availability.update(availabilityFormToPayload(form.getValues())),
    onSuccess: (stored) => {
      queryClient.setQueryData(catalogQueries.availability(client).queryKey, stored);
      toast.show({ kind: 'success', title: t('catalog_availability_saved') });
      onSaved?.(stored);
    },
    onError: (error) => {
      if (error instanceof CreatorApiError && error.status === 400 && error.fields) {
        setRefused(formErrorsFromApi(error.fields, availabilityFormToPayload(form.getValues())));
        focusFirstError();
      }
    },
  });

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(availabilityFormErrors(form.getValues())).length > 0) {
      focusFirstError();
      return;
    }
    save.mutate();
  };
  const message = (field: string) => {
    const key = errors[field]?.[0];
    return key ? t(key) : undefined;
  };
  const failed =
    save.isError &&
    !(save.error instanceof CreatorApiError && save.error.status === 400 && save.error.fields);

  return (
    <form ref={root} className="mym-catalog-availability" part="availability" noValidate onSubmit={submit}>
      <TimeZoneField form={form} error={message('timeZone')} />
      <WeeklyHoursField form={form} errors={errors} />
      <DateOverridesField form={form} errors={errors} />
      <BookingRulesFields form={form} errors={errors} />
      {failed && (
        <p className="mym-form-error" role="alert">
          {t('catalog_availability_save_error')}
        </p>
      )}
      <div className="mym-catalog__actions" part="actions">
        <Button type="submit" loading={save.isPending}>
          {t('catalog_availability_save')}
        </Button>
        {onBack && (
          <Button variant="tertiary" onClick={onBack}>
            {t('catalog_back')}
          </Button>
        )}
      </div>
    </form>
  );
}
