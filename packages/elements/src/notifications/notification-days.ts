import type { NotificationGroup } from '@mym/sdk';
import { calendarDay, dateTimeFormat } from '../common/intl-formats';

export interface NotificationDay {
  /** `YYYY-MM-DD` in the creator's zone. */
  day: string;
  groups: NotificationGroup[];
}

/** Groups as the server orders them (unread first, newest first), cut into the creator's days, order kept. */
export function notificationDays(groups: readonly NotificationGroup[]): NotificationDay[] {
  const days: NotificationDay[] = [];
  for (const group of groups) {
    const last = days.at(-1);
    if (last?.day === group.day) last.groups.push(group);
    else days.push({ day: group.day, groups: [group] });
  }
  return days;
}

/** "Today", "Yesterday" or the date, as the creator's calendar says. */
export function dayName(
  day: string,
  options: { today: string; yesterday: string; language: string; todayLabel: string; yesterdayLabel: string },
): string {
  if (day === options.today) return options.todayLabel;
  if (day === options.yesterday) return options.yesterdayLabel;
  return dateTimeFormat(options.language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** Today and yesterday (`YYYY-MM-DD`) in a zone. */
export function todayIn(timeZone: string, now = new Date()): { today: string; yesterday: string } {
  return {
    today: calendarDay(now, timeZone),
    yesterday: calendarDay(new Date(now.getTime() - 86_400_000), timeZone),
  };
}
