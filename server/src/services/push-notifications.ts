import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { recordNotification } from './notifications';

/** Words of a push's caption a notification quotes. */
const CAPTION_CHARACTERS = 80;

/** Tells the creator, in the delivery's transaction, that a push went out or failed for good (and why). */
export function notifyPushOutcome(
  db: Kysely<Database>,
  push: { id: string; creator_id: string; caption: string },
  outcome: { sent: true } | { sent: false; reason: string },
  at: Date,
) {
  const title = push.caption.slice(0, CAPTION_CHARACTERS);
  return recordNotification(db, {
    creatorId: push.creator_id,
    kind: outcome.sent ? 'push_sent' : 'push_failed',
    groupKey: `${outcome.sent ? 'push_sent' : 'push_failed'}:${push.id}`,
    at,
    data: outcome.sent ? { title } : { title, reason: outcome.reason },
  });
}
