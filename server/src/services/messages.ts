import type { MessageMediaPayload } from '@mym/sdk/contract';
import { validateMessageMedia, validateMessageText } from '@mym/sdk/rules';
import type { Kysely } from 'kysely';
import { recordLiveEvents } from '../db/live-events';
import { findOwnedMedias } from '../db/medias';
import { insertMessage, markThreadRead, type NewMessage } from '../db/messages';
import type { Database, FanRow, MessageRow } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { rejectIfInvalid } from '../http/validation';
import { recordNotification } from './notifications';

/** Both sides of a conversation hear of a change in it: the creator's stream and the fan account's. */
function tellBothSides(
  trx: Kysely<Database>,
  fan: FanRow,
  type: 'message.created' | 'message.read',
  messageId: string | null,
) {
  const sides = [
    { creator_id: fan.creator_id, account_id: null },
    ...(fan.account_id ? [{ creator_id: null, account_id: fan.account_id }] : []),
  ];
  return recordLiveEvents(
    trx,
    sides.map((side) => ({ ...side, type, conversation_id: fan.id, message_id: messageId })),
  );
}

/**
 * Stores a message of the thread and tells both sides, in one transaction with what else the message sets off
 * (`alsoIn`): a message is never seen without its event, nor an event without its message.
 */
function storeMessage(
  db: Kysely<Database>,
  fan: FanRow,
  message: Omit<NewMessage, 'creator_id' | 'fan_id'>,
  mediaIds: readonly string[] = [],
  alsoIn?: (trx: Kysely<Database>) => Promise<unknown>,
): Promise<MessageRow> {
  return inTransaction(db, async (trx) => {
    const row = await insertMessage(
      trx,
      { creator_id: fan.creator_id, fan_id: fan.id, ...message },
      mediaIds,
    );
    await tellBothSides(trx, fan, 'message.created', row.id);
    await alsoIn?.(trx);
    return row;
  });
}

/** Plain text from either side (at most MESSAGE_TEXT_MAX_LENGTH characters, spec 5 style keys). */
export function sendText(
  db: Kysely<Database>,
  fan: FanRow,
  sender: 'creator' | 'fan',
  text: string,
): Promise<MessageRow> {
  rejectIfInvalid(validateMessageText({ text }));
  // The creator hears of a fan's message in the notifications too.
  const notify = sender === 'fan' ? (trx: Kysely<Database>) => notifyFanMessage(trx, fan, text) : undefined;
  return storeMessage(db, fan, { sender, kind: 'text', text }, [], notify);
}

/** Words a notification quotes of a message: enough to recognise it. */
const QUOTED_CHARACTERS = 140;

/** A fan's messages of the creator's day are one group per fan ("Grace sent 3 messages"). */
function notifyFanMessage(db: Kysely<Database>, fan: FanRow, text: string) {
  return recordNotification(db, {
    creatorId: fan.creator_id,
    kind: 'message',
    groupKey: `message:${fan.id}`,
    per: 'day',
    actor: fan.id,
    data: { fanName: fan.name, conversationId: fan.id, title: text.slice(0, QUOTED_CHARACTERS) },
  });
}

/** The creator's cloud medias in the thread, free or at a price (the push price rules), with an optional teaser. */
export async function sendMedia(
  db: Kysely<Database>,
  fan: FanRow,
  payload: MessageMediaPayload,
): Promise<MessageRow> {
  const ids = [...payload.medias.map(({ id }) => id), ...(payload.teaser ? [payload.teaser.id] : [])];
  const own = await findOwnedMedias(db, fan.creator_id, ids);
  rejectIfInvalid(validateMessageMedia(payload, { ownMediaIds: new Set(own.keys()) }));
  return storeMessage(
    db,
    fan,
    {
      sender: 'creator',
      kind: 'media',
      text: payload.text ?? '',
      price_value: payload.price?.value ?? null,
      price_currency: payload.price?.currency ?? null,
      teaser_media_id: payload.teaser?.id ?? null,
    },
    [...new Set(payload.medias.map(({ id }) => id))],
  );
}

/** One side read the other's messages (all, or up to one); the other side hears of it when anything changed. */
export function markRead(
  db: Kysely<Database>,
  fan: FanRow,
  reader: 'creator' | 'fan',
  now: Date,
  upTo?: MessageRow,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    const changed = await markThreadRead(trx, fan.id, reader, now, upTo);
    if (changed === 0) return;
    await tellBothSides(trx, fan, 'message.read', upTo?.id ?? null);
  });
}
