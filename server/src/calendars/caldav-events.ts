import ICAL from 'ical.js';

/** An instant range in epoch milliseconds, end exclusive. */
export interface InstantRange {
  start: number;
  end: number;
}

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;

/** Occurrences past this many are not looked at: a guard against a runaway rule, not a limit real calendars hit. */
const MAX_OCCURRENCES = 50_000;

/**
 * The busy ranges one calendar object (a VCALENDAR text) gives within `range`: each VEVENT that is neither
 * TRANSP:TRANSPARENT nor STATUS:CANCELLED, recurrences expanded with their RECURRENCE-ID overrides and EXDATEs.
 */
export function busyRangesOf(ics: string, range: InstantRange): InstantRange[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const components = calendar.name === 'vevent' ? [calendar] : calendar.getAllSubcomponents('vevent');
  // A recurring event and its overridden occurrences share a UID; ical.js pairs them through relateException.
  const masters = new Map<string, IcalEvent>();
  const overrides: IcalEvent[] = [];
  for (const component of components) {
    const event = new ICAL.Event(component);
    if (event.isRecurrenceException()) overrides.push(event);
    else masters.set(event.uid, event);
  }
  const busy: InstantRange[] = [];
  for (const override of overrides) {
    const master = masters.get(override.uid);
    if (master) master.relateException(override);
    // An override whose master is elsewhere (another object, or absent) is still an event of its own.
    else addIfBusy(busy, override, override.startDate, override.endDate, range);
  }
  for (const event of masters.values()) {
    if (!event.isRecurring()) {
      addIfBusy(busy, event, event.startDate, event.endDate, range);
      continue;
    }
    const occurrences = event.iterator();
    for (let count = 0, next = occurrences.next(); next && count < MAX_OCCURRENCES; count++) {
      const details = event.getOccurrenceDetails(next);
      // An override may move an occurrence later than the range's end, or earlier: check each against the range.
      addIfBusy(busy, details.item, details.startDate, details.endDate, range);
      // An overridden occurrence may start after its original slot; the original slot orders the series.
      if (instantOf(next, event, 'dtstart') >= range.end) break;
      next = occurrences.next();
    }
  }
  return busy;
}

function addIfBusy(
  busy: InstantRange[],
  event: IcalEvent,
  start: IcalTime,
  end: IcalTime,
  range: InstantRange,
) {
  const status = event.component.getFirstPropertyValue('status');
  const transparency = event.component.getFirstPropertyValue('transp');
  if (String(status ?? '').toUpperCase() === 'CANCELLED') return;
  if (String(transparency ?? '').toUpperCase() === 'TRANSPARENT') return;
  const startMs = instantOf(start, event, 'dtstart');
  // With DURATION instead of DTEND, the end is in the start's zone.
  const endMs = Math.max(
    startMs,
    instantOf(end, event, event.component.hasProperty('dtend') ? 'dtend' : 'dtstart'),
  );
  // A zero-length event occupies its start instant (RFC 4791 §9.9), which matters only when it is in range.
  const overlaps =
    endMs > startMs
      ? startMs < range.end && endMs > range.start
      : startMs >= range.start && startMs < range.end;
  if (overlaps) busy.push({ start: startMs, end: endMs });
}

/**
 * The UTC instant of a time of the event. ical.js resolves TZIDs through the object's VTIMEZONEs (DST included);
 * a TZID without one leaves the time floating, so an IANA name is then resolved with the runtime's tz database.
 * Floating times and all-day dates carry no zone at all: they are taken as UTC.
 */
function instantOf(time: IcalTime, event: IcalEvent, property: 'dtstart' | 'dtend'): number {
  if (time.zone?.tzid === 'floating' && !time.isDate) {
    const tzid = event.component.getFirstProperty(property)?.getParameter('tzid');
    const zoned = typeof tzid === 'string' ? wallClockInZoneToUtc(time, tzid) : undefined;
    if (zoned !== undefined) return zoned;
  }
  return time.toUnixTime() * 1000;
}

/** The instant at which the clocks of IANA zone `tzid` show `time`'s wall clock; undefined for unknown zones. */
function wallClockInZoneToUtc(time: IcalTime, tzid: string): number | undefined {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: tzid,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return undefined;
  }
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      format.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
    );
    const shown = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
    return shown - instant;
  };
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  // Two rounds settle the offset, also when the first guess lands on the other side of a DST change.
  const guess = wall - offsetAt(wall);
  return wall - offsetAt(guess);
}
