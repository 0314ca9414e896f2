import { DEFAULT_CURRENCY } from '../constants';
import type { LiveCreatePayload, LiveRecord } from '../contract/live';
import type { MediaChoice } from '../contract/media';
import type { PushTarget } from '../contract/push';
import { fromMinorUnits, toMinorUnits } from '../money';
import { type ScheduleContext, scheduledAtErrors } from '../rules/calendar';
import { MANDATORY_FIELD_ERROR } from '../rules/error-keys';
import type { FieldErrors } from '../rules/form-errors';
import { validateLivePayload } from '../rules/live-payload';

/**
 * The live configuration form (spec 2 "live configuration"): what the composer holds. The start is one instant
 * chosen on the creator's wall clock (`scheduledAt`, as the push and post schedule fields keep it; a live is
 * always scheduled); the ticket price is in major units, kept apart from whether the live is paid.
 */
export interface LiveForm {
  title: string;
  description: string;
  teaser: MediaChoice | null;
  isScheduled: boolean;
  scheduledAt: Date | null;
  durationMinutes: number;
  targets: PushTarget[];
  paid: boolean;
  price: number | null;
  chat: boolean;
}

export function liveFormDefaults(): LiveForm {
  return {
    title: '',
    description: '',
    teaser: null,
    isScheduled: true,
    scheduledAt: null,
    durationMinutes: 60,
    targets: [],
    paid: false,
    price: null,
    chat: true,
  };
}

/** The form as the API takes it: minor units, the instant in UTC with the zone it was chosen in. */
export function liveFormToPayload(form: LiveForm, timeZone: string): LiveCreatePayload {
  return {
    title: form.title,
    description: form.description,
    teaser: form.teaser ? { id: form.teaser.id } : null,
    startsAt:
      form.scheduledAt && !Number.isNaN(form.scheduledAt.getTime()) ? form.scheduledAt.toISOString() : '',
    timeZone,
    durationMinutes: form.durationMinutes,
    targets: form.targets,
    price:
      form.paid && form.price !== null && Number.isFinite(form.price)
        ? { value: toMinorUnits(form.price), currency: DEFAULT_CURRENCY }
        : null,
    chat: form.chat,
  };
}

export function liveRecordToForm(record: LiveRecord): LiveForm {
  return {
    title: record.title,
    description: record.description,
    teaser: record.teaser,
    isScheduled: true,
    scheduledAt: new Date(record.startsAt),
    durationMinutes: record.durationMinutes,
    targets: record.targets,
    paid: record.price !== null,
    price: record.price ? fromMinorUnits(record.price.value) : null,
    chat: record.chat,
  };
}

/** Where an error of the wire payload shows in the form (`startsAt` is the schedule field). */
export function liveFormField(wireField: string): keyof LiveForm {
  if (wireField === 'startsAt') return 'scheduledAt';
  if (wireField.startsWith('price')) return 'price';
  return (
    (['title', 'description', 'teaser', 'durationMinutes', 'targets', 'chat'] as const).find(
      (field) => field === wireField,
    ) ?? 'title'
  );
}

/**
 * The live rules on the form, under the form's fields: what `validateLivePayload` says of the payload it makes,
 * with a paid live's missing price, and without the teaser (the API checks the cloud media's file).
 */
export function validateLiveForm(
  form: LiveForm,
  context: ScheduleContext & { now: Date; timeZone: string; priceRanges: readonly number[] },
): FieldErrors {
  const payload = liveFormToPayload(form, context.timeZone);
  const errors: FieldErrors = {};
  const wire = validateLivePayload(payload, { ...context, medias: new Map() });
  for (const [field, keys] of Object.entries(wire)) {
    if (field === 'teaser' || field === 'startsAt') continue;
    errors[liveFormField(field)] = keys;
  }
  const start = scheduledAtErrors(form.scheduledAt, context.now, context);
  if (start.length > 0) errors.scheduledAt = start;
  if (form.paid && (form.price === null || !Number.isFinite(form.price)))
    errors.price = [MANDATORY_FIELD_ERROR];
  return errors;
}
