import { createAccount, fetchCalendars, getBasicAuthHeaders } from 'tsdav';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalRadicale, startRadicale } from '../../../scripts/radicale';
import {
  type CalDavCalendar,
  CalendarAuthError,
  openCalDavCalendar,
  readBusyTimes,
  removeEvent,
  writeEvent,
} from './caldav-calendar.ts';
import { calendarEgress } from './calendar-egress.ts';

/** These tests talk to servers on loopback, which the operator allows here by name (as bin/dev allows radicale). */
const egress = calendarEgress({ allowedHosts: ['127.0.0.1'], httpsOnly: false });

const pool = Number(process.env.VITEST_POOL_ID ?? 0);
let radicale: LocalRadicale;
let calendar: CalDavCalendar;

beforeAll(async () => {
  radicale = await startRadicale({ port: 39000 + pool });
  calendar = await openCalDavCalendar(
    {
      serverUrl: radicale.url,
      username: radicale.username,
      password: radicale.password,
    },
    egress,
  );
});
afterAll(async () => {
  await radicale?.stop();
});

const PARIS = `BEGIN:VTIMEZONE
TZID:Europe/Paris
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`;

/** A complete VCALENDAR: `events` are the VEVENT bodies (without BEGIN/END), each gets the UID. */
function ics(uid: string, events: string[], timezones = ''): string {
  const vevents = events.map(
    (body) => `BEGIN:VEVENT\nUID:${uid}\nDTSTAMP:20260101T000000Z\n${body}\nEND:VEVENT`,
  );
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//mym//tests//EN',
    timezones,
    ...vevents,
    'END:VCALENDAR',
  ];
  return `${lines.filter(Boolean).join('\r\n').replaceAll(/\r?\n/g, '\r\n')}\r\n`;
}

const busy = (start: string, end: string) => ({ start, end });

describe('CalDAV calendar against radicale', () => {
  it('an event written to the calendar is read back as a busy time', async () => {
    await writeEvent(
      calendar,
      {
        uid: 'consultation-1',
        ics: ics('consultation-1', [
          'DTSTART:20270110T100000Z\nDTEND:20270110T110000Z\nSUMMARY:Consultation',
        ]),
      },
      egress,
    );
    expect(
      await readBusyTimes(calendar, { from: '2027-01-10T00:00:00Z', to: '2027-01-11T00:00:00Z' }, egress),
    ).toEqual([busy('2027-01-10T10:00:00.000Z', '2027-01-10T11:00:00.000Z')]);
    // Outside the range, and touching it end to start, is not busy.
    expect(
      await readBusyTimes(calendar, { from: '2027-01-10T11:00:00Z', to: '2027-01-11T00:00:00Z' }, egress),
    ).toEqual([]);
  });

  it('writing an event again replaces it', async () => {
    const at = (hour: string) => `DTSTART:20270112T${hour}0000Z\nDTEND:20270112T${hour}3000Z`;
    await writeEvent(calendar, { uid: 'moved', ics: ics('moved', [at('08')]) }, egress);
    await writeEvent(calendar, { uid: 'moved', ics: ics('moved', [at('15')]) }, egress);
    expect(
      await readBusyTimes(calendar, { from: '2027-01-12T00:00:00Z', to: '2027-01-13T00:00:00Z' }, egress),
    ).toEqual([busy('2027-01-12T15:00:00.000Z', '2027-01-12T15:30:00.000Z')]);
  });

  it('a DST-day event with a TZID is busy at the right UTC instants (2027-03-28 Europe/Paris 09:00 is 07:00Z)', async () => {
    await writeEvent(
      calendar,
      {
        uid: 'dst-day',
        ics: ics(
          'dst-day',
          ['DTSTART;TZID=Europe/Paris:20270328T090000\nDTEND;TZID=Europe/Paris:20270328T100000'],
          PARIS,
        ),
      },
      egress,
    );
    expect(
      await readBusyTimes(calendar, { from: '2027-03-28T00:00:00Z', to: '2027-03-29T00:00:00Z' }, egress),
    ).toEqual([busy('2027-03-28T07:00:00.000Z', '2027-03-28T08:00:00.000Z')]);
  });

  it('a TZID without its VTIMEZONE is resolved as an IANA zone', async () => {
    await writeEvent(
      calendar,
      {
        uid: 'no-vtimezone',
        ics: ics('no-vtimezone', ['DTSTART;TZID=Europe/Paris:20271031T090000\nDURATION:PT45M']),
      },
      egress,
    );
    // 2027-10-31 is the day Paris goes back to +01:00.
    expect(
      await readBusyTimes(calendar, { from: '2027-10-31T00:00:00Z', to: '2027-11-01T00:00:00Z' }, egress),
    ).toEqual([busy('2027-10-31T08:00:00.000Z', '2027-10-31T08:45:00.000Z')]);
    // A range that holds the true instants only, not the wall clock read as UTC (09:00Z).
    const narrow = { from: '2027-10-31T08:30:00Z', to: '2027-10-31T08:40:00Z' };
    expect(await readBusyTimes(calendar, narrow, egress)).toHaveLength(1);
  });

  it('a weekly recurring event is busy on each occurrence in the range', async () => {
    await writeEvent(
      calendar,
      {
        uid: 'weekly',
        ics: ics(
          'weekly',
          [
            'DTSTART;TZID=Europe/Paris:20280314T090000\nDTEND;TZID=Europe/Paris:20280314T100000\nRRULE:FREQ=WEEKLY',
          ],
          PARIS,
        ),
      },
      egress,
    );
    // Across the DST change of 2028-03-26: 09:00 Paris is 08:00Z before it and 07:00Z after.
    expect(
      await readBusyTimes(calendar, { from: '2028-03-18T00:00:00Z', to: '2028-04-05T00:00:00Z' }, egress),
    ).toEqual([
      busy('2028-03-21T08:00:00.000Z', '2028-03-21T09:00:00.000Z'),
      busy('2028-03-28T07:00:00.000Z', '2028-03-28T08:00:00.000Z'),
      busy('2028-04-04T07:00:00.000Z', '2028-04-04T08:00:00.000Z'),
    ]);
    await removeEvent(calendar, 'weekly', egress);
  });

  it('an excluded or cancelled occurrence is not busy; a moved one is busy at its new time', async () => {
    await writeEvent(
      calendar,
      {
        uid: 'series',
        ics: ics('series', [
          'DTSTART:20270601T100000Z\nDTEND:20270601T110000Z\nRRULE:FREQ=DAILY;COUNT=5\nEXDATE:20270602T100000Z',
          'RECURRENCE-ID:20270603T100000Z\nDTSTART:20270603T100000Z\nDTEND:20270603T110000Z\nSTATUS:CANCELLED',
          'RECURRENCE-ID:20270604T100000Z\nDTSTART:20270604T150000Z\nDTEND:20270604T160000Z',
        ]),
      },
      egress,
    );
    expect(
      await readBusyTimes(calendar, { from: '2027-06-01T00:00:00Z', to: '2027-06-10T00:00:00Z' }, egress),
    ).toEqual([
      busy('2027-06-01T10:00:00.000Z', '2027-06-01T11:00:00.000Z'),
      busy('2027-06-04T15:00:00.000Z', '2027-06-04T16:00:00.000Z'),
      busy('2027-06-05T10:00:00.000Z', '2027-06-05T11:00:00.000Z'),
    ]);
  });

  it('an all-day event is busy for the whole (UTC) day', async () => {
    await writeEvent(
      calendar,
      {
        uid: 'holiday',
        ics: ics('holiday', ['DTSTART;VALUE=DATE:20270714\nDTEND;VALUE=DATE:20270715']),
      },
      egress,
    );
    expect(
      await readBusyTimes(calendar, { from: '2027-07-14T12:00:00Z', to: '2027-07-14T13:00:00Z' }, egress),
    ).toEqual([busy('2027-07-14T00:00:00.000Z', '2027-07-15T00:00:00.000Z')]);
  });

  it('a transparent event is not busy', async () => {
    await writeEvent(
      calendar,
      {
        uid: 'transparent',
        ics: ics('transparent', ['DTSTART:20270801T100000Z\nDTEND:20270801T110000Z\nTRANSP:TRANSPARENT']),
      },
      egress,
    );
    expect(
      await readBusyTimes(calendar, { from: '2027-08-01T00:00:00Z', to: '2027-08-02T00:00:00Z' }, egress),
    ).toEqual([]);
  });

  it('a cancelled event is not busy', async () => {
    await writeEvent(
      calendar,
      {
        uid: 'cancelled',
        ics: ics('cancelled', ['DTSTART:20270802T100000Z\nDTEND:20270802T110000Z\nSTATUS:CANCELLED']),
      },
      egress,
    );
    expect(
      await readBusyTimes(calendar, { from: '2027-08-02T00:00:00Z', to: '2027-08-03T00:00:00Z' }, egress),
    ).toEqual([]);
  });

  it('removing an event frees the time; removing it twice is not an error', async () => {
    const range = { from: '2027-09-01T00:00:00Z', to: '2027-09-02T00:00:00Z' };
    await writeEvent(
      calendar,
      {
        uid: 'to-remove',
        ics: ics('to-remove', ['DTSTART:20270901T100000Z\nDTEND:20270901T110000Z']),
      },
      egress,
    );
    expect(await readBusyTimes(calendar, range, egress)).toHaveLength(1);
    await removeEvent(calendar, 'to-remove', egress);
    expect(await readBusyTimes(calendar, range, egress)).toEqual([]);
    await expect(removeEvent(calendar, 'to-remove', egress)).resolves.toBeUndefined();
  });

  it('wrong credentials throw CalendarAuthError', async () => {
    const wrong = { ...calendar, password: 'not-the-password' };
    await expect(openCalDavCalendar(wrong, egress)).rejects.toBeInstanceOf(CalendarAuthError);
    const range = { from: '2027-01-10T00:00:00Z', to: '2027-01-11T00:00:00Z' };
    await expect(readBusyTimes(wrong, range, egress)).rejects.toBeInstanceOf(CalendarAuthError);
    await expect(removeEvent(wrong, 'consultation-1', egress)).rejects.toBeInstanceOf(CalendarAuthError);
  });
});

describe('CalDAV calendar, a new account', () => {
  it('an account without calendars gets one named Consultations', async () => {
    // A server of its own: no other test has made the calendar there. (39100+ is oauth-connection.test.ts's.)
    const fresh = await startRadicale({ port: 39500 + pool });
    try {
      const account = { serverUrl: fresh.url, username: fresh.username, password: fresh.password };
      const headers = getBasicAuthHeaders(account);
      const davAccount = await createAccount({
        account: { serverUrl: fresh.url, credentials: account, accountType: 'caldav' },
        headers,
      });
      expect(await fetchCalendars({ account: davAccount, headers })).toEqual([]);

      const opened = await openCalDavCalendar(account, egress);
      const calendars = await fetchCalendars({ account: davAccount, headers });
      expect(calendars.map((c) => [c.url, c.displayName, c.components])).toEqual([
        [opened.calendarUrl, 'Consultations', ['VEVENT']],
      ]);
      // Opening again finds it rather than making another.
      expect((await openCalDavCalendar(account, egress)).calendarUrl).toBe(opened.calendarUrl);
    } finally {
      await fresh.stop();
    }
  });
});
