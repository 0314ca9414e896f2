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
 * The creator's calendar on a partner page: every post, push, live and booking of a month or week, posts and
 * pushes moved by dragging or with their move button. The page opens an entry on `mym-calendar-open` (the
 * element knows no URL) and hears each move on `mym-calendar-moved`.
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
