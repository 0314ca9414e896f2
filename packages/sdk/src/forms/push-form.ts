import { array, boolean, date, type Infer, nullable, number, object, string, union } from 'superstruct';
import {
  mediaChoiceStruct,
  mediaReferenceStruct,
  mediaWithIdStruct,
  uploadFileStruct,
} from '../contract/media';
import type { PushCreatePayload, PushPriceRange, PushRecord } from '../contract/push';
import { emptyFormMoney, type FormMoney, formMoneyStruct, type Money } from '../contract/scalars';
import { fromMinorUnits, isCustomPrice, toMinorUnits } from '../money';

/** The teaser as a form holds it: a file being or done uploading, a picked media, or a stored reference. */
export const pushTeaserStruct = union([uploadFileStruct, mediaChoiceStruct, mediaReferenceStruct]);
export type PushTeaser = Infer<typeof pushTeaserStruct>;

/**
 * The push form of spec 3, amounts in major units (19.99). `price` is the preset picked from the price ranges,
 * `customPrice` the amount typed instead (value null when none); the discount counts only with `hasDiscount`.
 */
export const pushFormStruct = object({
  targets: array(string()),
  teaser: nullable(pushTeaserStruct),
  medias: array(mediaWithIdStruct),
  caption: string(),
  price: formMoneyStruct,
  customPrice: formMoneyStruct,
  hasDiscount: boolean(),
  discount: object({ price: formMoneyStruct, duration: nullable(number()) }),
  isScheduled: boolean(),
  scheduledAt: nullable(date()),
  mod: boolean(),
  playlists: array(string()),
  thirdPartyConsent: boolean(),
});
export type PushForm = Infer<typeof pushFormStruct>;

/** A blank push form: nothing picked, prices in the default currency (spec 3). */
export function pushFormDefaults(): PushForm {
  return {
    targets: [],
    teaser: null,
    medias: [],
    caption: '',
    price: emptyFormMoney(),
    customPrice: emptyFormMoney(),
    hasDiscount: false,
    discount: { price: emptyFormMoney(), duration: null },
    isScheduled: false,
    scheduledAt: null,
    mod: false,
    playlists: [],
    thirdPartyConsent: false,
  };
}

function toFormMoney(money: Money): FormMoney {
  return { value: fromMinorUnits(money.value), currency: money.currency };
}

/**
 * A stored push (or a create payload, which the server validates the same way) as the push form edits it
 * (spec 3, 4): amounts divided by 100, a price outside the preset ranges shown as a custom price, a discount
 * switched on when there is one, and a push with a scheduled date loaded as a scheduled push.
 */
export function pushRecordToForm(
  record: PushRecord | PushCreatePayload,
  ranges: readonly PushPriceRange[],
): PushForm {
  const custom = isCustomPrice(record.price.value, ranges);
  const price = toFormMoney(record.price);
  return {
    targets: [...record.targets],
    teaser: record.teaser as PushTeaser | null,
    medias: record.medias.map((media) => ({ ...media })),
    caption: record.caption,
    price: custom ? { value: null, currency: record.price.currency } : price,
    customPrice: custom ? price : emptyFormMoney(),
    hasDiscount: record.discount !== null,
    discount: record.discount
      ? { price: toFormMoney(record.discount.price), duration: record.discount.duration }
      : { price: emptyFormMoney(), duration: null },
    isScheduled: record.scheduledAt !== null,
    scheduledAt: record.scheduledAt === null ? null : new Date(record.scheduledAt),
    mod: record.mod,
    playlists: [...record.playlists],
    thirdPartyConsent: record.thirdPartyConsent,
  };
}

/** Raised when a form that `validatePushForm` would refuse is mapped anyway: a programming error, not a user one. */
function unmappable(field: string): never {
  throw new TypeError(`pushFormToPayload needs a valid push form: ${field} is missing`);
}

/**
 * The payload of `POST /pushes` (and, field by field, `PATCH`) from a form that passed `validatePushForm`:
 * amounts in minor units, the custom price when one was typed, the discount only when switched on, the
 * scheduled date only when scheduling is on.
 */
export function pushFormToPayload(form: PushForm): PushCreatePayload {
  const chosen = form.customPrice.value !== null ? form.customPrice : form.price;
  if (chosen.value === null) unmappable('price');
  let discount: PushCreatePayload['discount'] = null;
  if (form.hasDiscount) {
    const { price, duration } = form.discount;
    if (price.value === null) unmappable('discount.price');
    if (duration === null) unmappable('discount.duration');
    discount = { price: { value: toMinorUnits(price.value), currency: price.currency }, duration };
  }
  if (form.isScheduled && form.scheduledAt === null) unmappable('scheduledAt');
  return {
    targets: [...form.targets],
    teaser: form.teaser && 'id' in form.teaser && form.teaser.id ? { id: form.teaser.id } : null,
    medias: form.medias.map((media) => ({ id: media.id })),
    caption: form.caption,
    price: { value: toMinorUnits(chosen.value), currency: chosen.currency },
    discount,
    scheduledAt: form.isScheduled && form.scheduledAt ? form.scheduledAt.toISOString() : null,
    mod: form.mod,
    playlists: [...form.playlists],
    thirdPartyConsent: form.thirdPartyConsent,
  };
}

/**
 * Where a form shows an error the API answered for a wire field (`error.fields` of a 400): the wire has one
 * `price`, which the form holds as a preset or as the custom price it typed; every other field keeps its name.
 */
export function pushFormField(wireField: string, form: Pick<PushForm, 'customPrice'>): string {
  if (wireField === 'price') return form.customPrice.value !== null ? 'customPrice' : 'price';
  return wireField;
}
