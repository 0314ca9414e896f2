import { enums, type Infer, nullable, object, optional, string } from 'superstruct';
import { idStruct, isoDateTimeStruct } from './scalars';

/**
 * What the event stream tells a signed-in client (`GET /events`, server-sent events): the ids of what changed,
 * so a screen refetches or patches exactly that. `message.created`: a message in one of the reader's
 * conversations; `message.read`: the other side read up to a message; `sale.created` / `sale.reversed`: a
 * purchase confirmed, refunded or charged back; `notification.created` / `notification.read`: the creator's
 * notifications and their unread count changed (`notificationId` names the new one).
 */
export const LIVE_EVENT_TYPES = [
  'message.created',
  'message.read',
  'sale.created',
  'sale.reversed',
  'notification.created',
  'notification.read',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export const liveEventStruct = object({
  /** Increasing per stream; sent back as `Last-Event-ID` to resume after a cut. */
  id: string(),
  type: enums(LIVE_EVENT_TYPES),
  conversationId: nullable(idStruct),
  messageId: nullable(idStruct),
  entryId: nullable(idStruct),
  notificationId: optional(nullable(idStruct)),
  at: isoDateTimeStruct,
});
export type LiveEvent = Infer<typeof liveEventStruct>;
