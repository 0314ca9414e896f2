import {
  type CalendarQuery,
  type CreatorCalendar,
  calendarStruct,
  type ToolsSummary,
  toolsSummaryStruct,
} from '../contract/calendar';
import { GUARD_MESSAGES } from '../errors';
import { requireArgument } from '../http/guards';
import type { ApiRequest } from '../http/request';
import { RESOURCE_ERROR_MESSAGES } from './messages';

/** The creator's calendar of everything scheduled, and what each tool holds. */
export interface CalendarResource {
  /**
   * `GET /calendar?from&to`: the posts, pushes, lives and bookings dated on the days `from` to `to` (`YYYY-MM-DD`,
   * both included, at most CALENDAR_RANGE_MAX_DAYS, in the creator's zone) and the restricted days among them.
   */
  range(query: CalendarQuery): Promise<CreatorCalendar>;
  /** `GET /creators/me/tools`: each tool's counts and its next scheduled thing. */
  tools(): Promise<ToolsSummary>;
}

export function createCalendarResource(request: ApiRequest): CalendarResource {
  return {
    range(query) {
      const from = requireArgument(query?.from, GUARD_MESSAGES.startDate);
      const to = requireArgument(query.to, GUARD_MESSAGES.endDate);
      return request('GET', '/calendar', {
        errorMessage: RESOURCE_ERROR_MESSAGES.fetchCalendar,
        query: { from, to },
        response: calendarStruct,
      });
    },
    tools: () =>
      request('GET', '/creators/me/tools', {
        errorMessage: RESOURCE_ERROR_MESSAGES.fetchToolsSummary,
        response: toolsSummaryStruct,
      }),
  };
}
