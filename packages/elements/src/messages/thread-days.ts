import type { Message } from '@mym/sdk';
import { calendarDay } from '../common/intl-formats';

/** Messages of one day of the creator's calendar, oldest first. */
export interface ThreadDay {
  /** The day in the creator's zone, `YYYY-MM-DD`. */
  day: string;
  /** Its first message's instant, to name the day. */
  at: string;
  messages: Message[];
}

/**
 * Pages arrive newest first; a thread reads oldest first, cut into the creator's days (a message at 00:30 in
 * Paris is on that Paris day, whatever the server's clock says).
 */
export function threadDays(pagesNewestFirst: readonly { messages: readonly Message[] }[], timeZone: string) {
  const oldestFirst = pagesNewestFirst.flatMap((page) => page.messages).reverse();
  const days: ThreadDay[] = [];
  for (const message of oldestFirst) {
    const key = calendarDay(message.sentAt, timeZone);
    const last = days.at(-1);
    if (last?.day === key) last.messages.push(message);
    else days.push({ day: key, at: message.sentAt, messages: [message] });
  }
  return days;
}

/** Ids of every media this fan was already sent in the loaded thread, with whether they paid for it. */
export function mediasSentToFan(pages: readonly { messages: readonly Message[] }[]): Map<string, boolean> {
  const sent = new Map<string, boolean>();
  for (const page of pages)
    for (const message of page.messages)
      if (message.sender === 'creator' && message.offer)
        for (const media of message.offer.medias)
          sent.set(media.id, (sent.get(media.id) ?? false) || message.offer.bought);
  return sent;
}
