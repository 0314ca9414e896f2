import {
  fanAccountStruct,
  fanAccountUpdateStruct,
  fanCreatorListStruct,
  fanCreatorStruct,
  fanPaymentStruct,
  fanPushListStruct,
  messagePageQueryStruct,
  messagePageStruct,
  messageStruct,
  messageTextPayloadStruct,
  paymentRequestStruct,
} from '@mym/sdk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findCreatorById } from '../db/creators';
import {
  ensureFanOfCreator,
  findFanOfCreator,
  listFanRows,
  renameFanAccount,
  renameFanRows,
  setFollows,
} from '../db/fan-accounts';
import { findAccountPayment } from '../db/payments';
import type { ApiContext } from '../http/api-context';
import { ApiError } from '../http/errors';
import { defineRoute, notFound } from '../http/route-catalog';
import { subscriptionState } from '../presenters/conversation';
import { toFanCreator } from '../presenters/fan-creator';
import { toFanPayment } from '../presenters/fan-payment';
import { toFanPushes } from '../presenters/fan-push';
import { toMessages } from '../presenters/message';
import { threadPage } from '../services/message-pages';
import { markRead, sendText } from '../services/messages';
import { openPayment } from '../services/payments';

const TAG = 'fan';

/** What a signed-in fan does (`/fan/...`, DESIGN "The fan side"). */
export function fanRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx;
  const creatorOf = async (id: string | undefined) => {
    const creator = await findCreatorById(db, id ?? '');
    if (!creator) throw notFound();
    return creator;
  };
  /** The fan's thread with a creator: only a creator the fan has a row with (followed, subscribed, bought). */
  const threadOf = async (request: FastifyRequest, creatorId: string | undefined) => {
    const fan = await findFanOfCreator(db, request.fanAccount.id, creatorId ?? '');
    if (!fan) throw notFound();
    return fan;
  };
  const present = (rows: Parameters<typeof toMessages>[1]) =>
    toMessages(db, rows, 'fan', ctx.mediaUrls, ctx.clock());

  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/fan/me',
    tag: TAG,
    access: 'fan',
    summary: 'The signed-in fan',
    response: fanAccountStruct,
    handler: async ({ request }) => {
      const { id, username, name } = request.fanAccount;
      return { id, username, name };
    },
  });

  defineRoute(app, ctx.catalog, {
    method: 'PATCH',
    url: '/fan/me',
    tag: TAG,
    access: 'fan',
    summary: "Renames the fan (the name creators see; each creator's copy follows)",
    body: fanAccountUpdateStruct,
    response: fanAccountStruct,
    handler: async ({ request, body }) => {
      const name = body.name.trim();
      if (name === '')
        throw new ApiError(400, 'validation_failed', 'Some fields are not valid', {
          name: ['mandatory_field_is_empty_error'],
        });
      const row = await renameFanAccount(db, request.fanAccount.id, name);
      await renameFanRows(db, row.id, name);
      return { id: row.id, username: row.username, name: row.name };
    },
  });

  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/fan/creators',
    tag: TAG,
    access: 'fan',
    summary: 'Creators the fan follows, subscribes to or bought from',
    response: fanCreatorListStruct,
    handler: async ({ request }) => {
      const now = ctx.clock();
      const rows = await listFanRows(db, request.fanAccount.id);
      return { creators: rows.map((row) => toFanCreator(row.creator_id, row, row, now)) };
    },
  });

  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/fan/creators/:creatorId',
    tag: TAG,
    access: 'fan',
    summary: 'A creator as the fan sees one: follow, subscription and its monthly price',
    response: fanCreatorStruct,
    handler: async ({ request, params }) => {
      const creator = await creatorOf(params.creatorId);
      const fan = await findFanOfCreator(db, request.fanAccount.id, creator.id);
      return toFanCreator(creator.id, creator, fan, ctx.clock());
    },
  });

  for (const [method, follows] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    defineRoute(app, ctx.catalog, {
      method,
      url: '/fan/creators/:creatorId/follow',
      tag: TAG,
      access: 'fan',
      summary: follows ? 'Follows a creator' : 'Stops following a creator',
      response: fanCreatorStruct,
      handler: async ({ request, params }) => {
        const creator = await creatorOf(params.creatorId);
        const fan = follows
          ? await ensureFanOfCreator(db, request.fanAccount, creator.id)
          : await findFanOfCreator(db, request.fanAccount.id, creator.id);
        const updated = fan ? await setFollows(db, fan.id, follows) : undefined;
        return toFanCreator(creator.id, creator, updated, ctx.clock());
      },
    });
  }

  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/fan/pushes',
    tag: TAG,
    access: 'fan',
    summary: 'Pushes delivered to the fan, newest first: teaser and caption; medias once bought',
    response: fanPushListStruct,
    handler: async ({ request }) => ({
      pushes: await toFanPushes(db, request.fanAccount.id, ctx.mediaUrls, ctx.clock()),
    }),
  });

  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/fan/creators/:creatorId/messages',
    tag: TAG,
    access: 'fan',
    summary: "The fan's thread with a creator, newest first, 50 a page",
    query: messagePageQueryStruct,
    response: messagePageStruct,
    handler: async ({ request, params, query }) => {
      const fan = await threadOf(request, params.creatorId);
      return threadPage(db, fan.id, query, present);
    },
  });

  defineRoute(app, ctx.catalog, {
    method: 'POST',
    url: '/fan/creators/:creatorId/messages',
    tag: TAG,
    access: 'fan',
    summary: 'Writes to a creator the fan follows or subscribes to (plain text)',
    body: messageTextPayloadStruct,
    response: messageStruct,
    successStatus: 201,
    handler: async ({ request, params, body }) => {
      const fan = await threadOf(request, params.creatorId);
      if (!fan.follows && subscriptionState(fan, ctx.clock()) !== 'active') {
        throw new ApiError(403, 'not_following', 'Follow the creator to write to them');
      }
      return (await present([await sendText(db, fan, 'fan', body.text)]))[0];
    },
  });

  defineRoute(app, ctx.catalog, {
    method: 'POST',
    url: '/fan/creators/:creatorId/read',
    tag: TAG,
    access: 'fan',
    summary: "Marks the creator's messages read",
    handler: async ({ request, params }) => {
      await markRead(db, await threadOf(request, params.creatorId), 'fan', ctx.clock());
      return undefined;
    },
  });

  defineRoute(app, ctx.catalog, {
    method: 'POST',
    url: '/fan/payments',
    tag: TAG,
    access: 'fan',
    summary: 'Opens a payment for a push, a paid message, a tip or a subscription; the API sets the price',
    body: paymentRequestStruct,
    response: fanPaymentStruct,
    successStatus: 201,
    handler: async ({ request, body }) =>
      toFanPayment(await openPayment(db, request.fanAccount, body, ctx.clock())),
  });

  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/fan/payments/:id',
    tag: TAG,
    access: 'fan',
    summary: 'One of the fan payments and where it stands',
    response: fanPaymentStruct,
    handler: async ({ request, params }) => {
      const row = await findAccountPayment(db, request.fanAccount.id, params.id ?? '');
      if (!row) throw notFound();
      return toFanPayment(row);
    },
  });
}
