import { CreatorCalendar } from '../../calendar/CreatorCalendar';
import calendarStyles from '../../calendar/calendar.css?inline';
import monthGridStyles from '../../common/calendar/month-grid.css?inline';
import commonStyles from '../../common/common.css?inline';
import { defineFeatureElement } from '../define-element';

type CalendarAttributes = {
  /** `week` opens on the current week; the month otherwise. */
  view: string;
};

/**
 * The creator's calendar: every post, push, live and booking of a month or a week in the creator's zone,
 * restricted days shown; a scheduled post or push moves to another day by dragging or with its move button
 * (keyboard), under the composers' rules.
 * @csspart calendar - The calendar: its header, toolbar and days.
 * @csspart toolbar - The view switch and the previous, today and next buttons.
 */
defineFeatureElement<CalendarAttributes>(
  'mym-calendar',
  ({ element, attributes }) => (
    <CreatorCalendar
      key={attributes.view ?? ''}
      initialView={attributes.view === 'week' ? 'week' : 'month'}
      onOpen={(entry) => element.emit('mym-calendar-open', entry)}
      onMoved={(entry, scheduledAt) =>
        element.emit('mym-calendar-moved', { ...entry, startsAt: scheduledAt })
      }
    />
  ),
  {
    attributes: ['view'],
    styles: [commonStyles, calendarStyles, monthGridStyles],
    catalogues: ['calendar'],
  },
);
