import { boolean, type Infer, object, optional, string } from 'superstruct';

/** An option of a select or multi-select (spec 3); `prefix` is shown before the label (a flag, a code). */
export const selectOptionStruct = object({ value: string(), label: string(), prefix: optional(string()) });
export type SelectOption = Infer<typeof selectOptionStruct>;

/** A tag of the tag-input combobox (spec 2, 3). */
export const tagItemStruct = object({ label: string(), value: string() });
export type TagItem = Infer<typeof tagItemStruct>;

/** One requirement the password field lists; `label` is a translation key (spec 2, 3). */
export const requirementItemStruct = object({ label: string(), met: boolean() });
export type RequirementItem = Infer<typeof requirementItemStruct>;
