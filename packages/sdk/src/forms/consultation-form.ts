import { DEFAULT_CURRENCY, DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants';
import {
  CONSULTATION_DURATION_SECONDS,
  type Consultation,
  type ConsultationCreatePayload,
} from '../contract/consultation';
import { STORED_INTEGER_MAX } from '../contract/scalars';
import { fromMinorUnits, toMinorUnits } from '../money';
import { MANDATORY_FIELD_ERROR } from '../rules/error-keys';

/** The lengths a creator picks from; any other whole number of minutes goes through "custom". */
export const DURATION_CHOICES_MINUTES = [15, 30, 45, 60, 90, 120] as const;
export const CUSTOM_DURATION = 'custom';

export const DURATION_MINUTES = {
  min: CONSULTATION_DURATION_SECONDS.min / 60,
  max: CONSULTATION_DURATION_SECONDS.max / 60,
} as const;

/** Keys of the rules spec 5 does not show (product bounds of the consultation contract). */
export const CONSULTATION_ERROR_KEYS = {
  titleLimit: 'catalog_consultation_title_limit_error',
  descriptionLimit: 'catalog_consultation_description_limit_error',
  duration: 'catalog_consultation_duration_error',
  price: 'catalog_consultation_price_error',
} as const;

/**
 * The editor's values as the inputs hold them: numbers stay text until submit so that a half-typed "12," is
 * judged by the rules, not silently turned into NaN. The price is in major units (19.99), as the creator reads it.
 */
export interface ConsultationFormValues {
  title: string;
  description: string;
  /** One of DURATION_CHOICES_MINUTES as text, or CUSTOM_DURATION. */
  durationChoice: string;
  customMinutes: string;
  price: string;
  currency: string;
  active: boolean;
}

export type ConsultationField = keyof ConsultationFormValues;
export type ConsultationFieldErrors = Partial<Record<ConsultationField, string>>;

export function consultationFormDefaults(): ConsultationFormValues {
  return {
    title: '',
    description: '',
    durationChoice: '30',
    customMinutes: '',
    price: '',
    currency: DEFAULT_CURRENCY,
    active: true,
  };
}

/** A stored consultation in the editor: seconds become minutes, minor units become a major amount. */
export function consultationToForm(consultation: Consultation): ConsultationFormValues {
  const minutes = consultation.duration / 60;
  const preset = (DURATION_CHOICES_MINUTES as readonly number[]).includes(minutes);
  return {
    title: consultation.title,
    description: consultation.description,
    durationChoice: preset ? String(minutes) : CUSTOM_DURATION,
    customMinutes: preset ? '' : String(minutes),
    price: String(fromMinorUnits(consultation.price.value)),
    currency: consultation.price.currency,
    active: consultation.active,
  };
}

/** "12,50" or "12.5" as typed; NaN for anything that is not a plain decimal number. */
export function parseAmount(text: string): number {
  const normalized = text.trim().replace(',', '.');
  return /^\d+(\.\d*)?$|^\.\d+$/.test(normalized) ? Number(normalized) : Number.NaN;
}

function durationMinutes(values: ConsultationFormValues): number {
  if (values.durationChoice !== CUSTOM_DURATION) return Number(values.durationChoice);
  const text = values.customMinutes.trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** Every rule at once (spec 5 "Generic": validate on submit, show all criteria), one key per field. */
export function validateConsultationForm(values: ConsultationFormValues): ConsultationFieldErrors {
  const errors: ConsultationFieldErrors = {};
  if (values.title.trim() === '') errors.title = MANDATORY_FIELD_ERROR;
  else if (values.title.length > NAME_MAX_LENGTH) errors.title = CONSULTATION_ERROR_KEYS.titleLimit;
  if (values.description.length > DESCRIPTION_MAX_LENGTH) {
    errors.description = CONSULTATION_ERROR_KEYS.descriptionLimit;
  }
  const duration = values.durationChoice === CUSTOM_DURATION ? 'customMinutes' : 'durationChoice';
  if (values.durationChoice === CUSTOM_DURATION && values.customMinutes.trim() === '') {
    errors.customMinutes = MANDATORY_FIELD_ERROR;
  } else {
    const minutes = durationMinutes(values);
    if (!Number.isInteger(minutes) || minutes < DURATION_MINUTES.min || minutes > DURATION_MINUTES.max) {
      errors[duration] = CONSULTATION_ERROR_KEYS.duration;
    }
  }
  if (values.price.trim() === '') errors.price = MANDATORY_FIELD_ERROR;
  else {
    const amount = parseAmount(values.price);
    // Whole cents only: 12.345 would be stored as something the creator did not type.
    const cents = Number.isFinite(amount) ? amount * 100 : Number.NaN;
    if (
      !Number.isFinite(cents) ||
      Math.abs(cents - Math.round(cents)) > 1e-6 ||
      toMinorUnits(amount) > STORED_INTEGER_MAX
    ) {
      errors.price = CONSULTATION_ERROR_KEYS.price;
    }
  }
  return errors;
}

/** What goes on the wire (spec 3 "amounts in minor units", contract "duration in seconds"). */
export function consultationFormToPayload(values: ConsultationFormValues): ConsultationCreatePayload {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    duration: durationMinutes(values) * 60,
    price: { value: toMinorUnits(parseAmount(values.price)), currency: values.currency },
    active: values.active,
  };
}

/** The payload a stored consultation would be created with, to send only what an edit changed. */
export function consultationToPayload(consultation: Consultation): ConsultationCreatePayload {
  const { title, description, duration, price, active } = consultation;
  return { title, description, duration, price, active };
}

/** The editor field that shows an API field's error (`price.value` shows under the price). */
export function consultationFormField(
  wireField: string,
  values: ConsultationFormValues,
): ConsultationField | null {
  const head = wireField.split('.')[0];
  if (head === 'title' || head === 'description' || head === 'active') return head;
  if (head === 'price') return 'price';
  if (head === 'duration')
    return values.durationChoice === CUSTOM_DURATION ? 'customMinutes' : 'durationChoice';
  return null;
}
