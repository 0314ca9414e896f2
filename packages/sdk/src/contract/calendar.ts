import { array, boolean, enums, type Infer, integer, min, nullable, object, string } from 'superstruct';
import { referralStruct } from './referral';
import { idStruct, isoDateStruct, isoDateTimeStruct, timeZoneStruct } from './scalars';

/** The widest range one `GET /calendar` covers: a month view's six weeks, with room for a week on each side. */
export const CALENDAR_RANGE_MAX_DAYS = 62;

/** What the creator's calendar shows: everything they scheduled. */
export const CALENDAR_ENTRY_KINDS = ['post', 'push', 'live', 'booking'] as const;
export type CalendarEntryKind = (typeof CALENDAR_ENTRY_KINDS)[number];

/** `GET /calendar?from&to`: the days of the creator's zone, both included (`YYYY-MM-DD`). */
export const calendarQueryStruct = object({ from: isoDateStruct, to: isoDateStruct });
export type CalendarQuery = Infer<typeof calendarQueryStruct>;

/**
 * One scheduled thing. `movable` says whether the calendar may move it to another day (a post or push not yet
 * out); `version` is the record's version a move sends back (null when the record keeps none).
 */
export const calendarEntryStruct = object({
  kind: enums(CALENDAR_ENTRY_KINDS),
  id: idStruct,
  title: string(),
  startsAt: isoDateTimeStruct,
  endsAt: nullable(isoDateTimeStruct),
  movable: boolean(),
  version: nullable(min(integer(), 1)),
});
export type CalendarEntry = Infer<typeof calendarEntryStruct>;

/** The calendar of a range: its entries by start, the days the date pickers disable, and the creator's zone. */
export const calendarStruct = object({
  timeZone: timeZoneStruct,
  entries: array(calendarEntryStruct),
  restrictedDays: array(isoDateStruct),
});
export type CreatorCalendar = Infer<typeof calendarStruct>;

/** The next scheduled thing of a tool, or null when nothing is to come. */
const nextEntryStruct = nullable(object({ title: string(), startsAt: isoDateTimeStruct }));

/** `GET /creators/me/tools`: a line of what each tool holds (counts, the next scheduled thing). */
export const toolsSummaryStruct = object({
  cloud: object({ medias: min(integer(), 0), collections: min(integer(), 0) }),
  playlists: object({ playlists: min(integer(), 0) }),
  catalog: object({ consultations: min(integer(), 0), next: nextEntryStruct }),
  posts: object({ scheduled: min(integer(), 0), next: nextEntryStruct }),
  pushes: object({ scheduled: min(integer(), 0), next: nextEntryStruct }),
  lives: object({ upcoming: min(integer(), 0), next: nextEntryStruct }),
  calendar: object({
    next: nullable(
      object({ kind: enums(CALENDAR_ENTRY_KINDS), title: string(), startsAt: isoDateTimeStruct }),
    ),
  }),
});
export type ToolsSummary = Infer<typeof toolsSummaryStruct>;

/**
 * `GET /creators/me/referral`: the creator's own sponsor reference (spec 3 "Referral": the `creator` query
 * parameter of the sign-up page carries its id) and how many creators signed up through it.
 */
export const sponsorshipStruct = object({ ...referralStruct.schema, signups: min(integer(), 0) });
export type Sponsorship = Infer<typeof sponsorshipStruct>;
