import {
  conversationDetailStruct,
  fanNotePayloadStruct,
  fanNoteStruct,
  fanPurchasesStruct,
  INBOX_PAGE_SIZE,
  inboxPageStruct,
  inboxQueryStruct,
  markReadPayloadStruct,
  messageMediaPayloadStruct,
  messagePageQueryStruct,
  messagePageStruct,
  messageStruct,
  messageTextPayloadStruct,
  sentMediasStruct,
} from '@mym/sdk/contract';
import { validateFanNote } from '@mym/sdk/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findCreatorFan, setFanNote } from '../db/fan-accounts';
import { listFanEntries } from '../db/ledger';
import { encodeCursor, findThreadMessage, inboxPage, messagePage, messagesByIds } from '../db/messages';
import type { ApiContext } from '../http/api-context';
import { defineRoute, notFound } from '../http/route-catalog';
import { rejectIfInvalid } from '../http/validation';
import { toConversation, toFanNote, toLedgerEntry } from '../presenters/conversation';
import { toMessages } from '../presenters/message';
import { readCursor, threadPage } from '../services/message-pages';
import { markRead, sendMedia, sendText } from '../services/messages';
import { sentMedias } from '../services/sent-medias';

const TAG = 'messages';

/** The creator's conversations, one per fan (`/messages/...`): a conversation's id is its fan's id. */
export function messageRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx;
  const fanOf = async (request: FastifyRequest, id: string | undefined) => {
    const fan = await findCreatorFan(db, request.creator.id, id ?? '');
    if (!fan) throw notFound();
    return fan;
  };
  const present = (rows: Parameters<typeof toMessages>[1]) =>
    toMessages(db, rows, 'creator', ctx.mediaUrls, ctx.clock());

  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/messages/conversations',
    tag: TAG,
    access: 'creator',
    summary: 'Inbox: one conversation per fan, latest activity first, with filters, name search and a cursor',
    query: inboxQueryStruct,
    response: inboxPageStruct,
    handler: async ({ request, query }) => {
      const limit = query.limit ?? INBOX_PAGE_SIZE;
      const rows = await inboxPage(db, {
        creatorId: request.creator.id,
        filter: query.filter,
        minSpend: query.minSpend,
        search: query.search,
        cursor: readCursor(query.cursor),
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const lastIds = page.flatMap((row) => (row.last_message_id ? [row.last_message_id] : []));
      const messages = new Map((await present(await messagesByIds(db, lastIds))).map((m) => [m.id, m]));
      const now = ctx.clock();
      const last = page.at(-1);
      return {
        conversations: page.map((row) =>
          toConversation(row, row.last_message_id ? (messages.get(row.last_message_id) ?? null) : null, now),
        ),
        cursor: rows.length > limit && last ? encodeCursor(last.last_activity_at, last.id) : null,
      };
    },
  });

  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/messages/conversations/:id',
    tag: TAG,
    access: 'creator',
    summary: "One conversation: the fan's summary, the latest message and the creator's note",
    response: conversationDetailStruct,
    handler: async ({ request, params }) => {
      const fan = await fanOf(request, params.id);
      const [latest] = await messagePage(db, fan.id, 1);
      const [lastMessage] = latest ? await present([latest]) : [];
      return { conversation: toConversation(fan, lastMessage ?? null, ctx.clock()), note: fan.note };
    },
  });

  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/messages/conversations/:id/messages',
    tag: TAG,
    access: 'creator',
    summary: 'Messages of a conversation, newest first, 50 a page; pushes the fan received among them',
    query: messagePageQueryStruct,
    response: messagePageStruct,
    handler: async ({ request, params, query }) => {
      const fan = await fanOf(request, params.id);
      return threadPage(db, fan.id, query, present);
    },
  });

  defineRoute(app, ctx.catalog, {
    method: 'POST',
    url: '/messages/conversations/:id/messages',
    tag: TAG,
    access: 'creator',
    summary: 'Sends plain text to the fan',
    body: messageTextPayloadStruct,
    response: messageStruct,
    successStatus: 201,
    handler: async ({ request, params, body }) => {
      const row = await sendText(db, await fanOf(request, params.id), 'creator', body.text);
      return (await present([row]))[0];
    },
  });

  defineRoute(app, ctx.catalog, {
    method: 'POST',
    url: '/messages/conversations/:id/media',
    tag: TAG,
    access: 'creator',
    summary:
      'Sends cloud medias to the fan, free or at a price (the push price rules), with an optional teaser',
    body: messageMediaPayloadStruct,
    response: messageStruct,
    successStatus: 201,
    handler: async ({ request, params, body }) => {
      const row = await sendMedia(db, await fanOf(request, params.id), body);
      return (await present([row]))[0];
    },
  });

  defineRoute(app, ctx.catalog, {
    method: 'POST',
    url: '/messages/conversations/:id/read',
    tag: TAG,
    access: 'creator',
    summary: "Marks the fan's messages read, up to one or all",
    body: markReadPayloadStruct,
    handler: async ({ request, params, body }) => {
      const fan = await fanOf(request, params.id);
      const upTo = body.upTo ? await findThreadMessage(db, fan.id, body.upTo) : undefined;
      if (body.upTo && !upTo) throw notFound();
      await markRead(db, fan, 'creator', ctx.clock(), upTo);
      return undefined;
    },
  });

  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/messages/conversations/:id/note',
    tag: TAG,
    access: 'creator',
    summary: "The creator's private note on the fan",
    response: fanNoteStruct,
    handler: async ({ request, params }) => {
      return toFanNote(await fanOf(request, params.id));
    },
  });

  defineRoute(app, ctx.catalog, {
    method: 'PUT',
    url: '/messages/conversations/:id/note',
    tag: TAG,
    access: 'creator',
    summary: "Replaces the creator's private note on the fan",
    body: fanNotePayloadStruct,
    response: fanNoteStruct,
    handler: async ({ request, params, body }) => {
      const fan = await fanOf(request, params.id);
      rejectIfInvalid(validateFanNote(body.note));
      return toFanNote(await setFanNote(db, fan.id, body.note, ctx.clock()));
    },
  });

  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/messages/conversations/:id/medias',
    tag: TAG,
    access: 'creator',
    summary: 'Every media the fan received (messages and pushes) and whether they bought it',
    response: sentMediasStruct,
    handler: async ({ request, params }) => {
      const fan = await fanOf(request, params.id);
      return { medias: await sentMedias(db, fan.id) };
    },
  });

  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/messages/conversations/:id/purchases',
    tag: TAG,
    access: 'creator',
    summary: 'What the fan bought from the creator, reversals included, newest first',
    response: fanPurchasesStruct,
    handler: async ({ request, params }) => {
      const fan = await fanOf(request, params.id);
      return { purchases: (await listFanEntries(db, fan.id)).map(toLedgerEntry) };
    },
  });
}
