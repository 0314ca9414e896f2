import {
  SAVED_REPLIES_MAX,
  savedReplyListStruct,
  savedReplyPayloadStruct,
  savedReplyStruct,
} from '@mym/sdk/contract';
import { validateMessageText } from '@mym/sdk/rules';
import type { FastifyInstance } from 'fastify';
import { countSavedReplies, deleteSavedReply, insertSavedReply, listSavedReplies } from '../db/saved-replies';
import type { ApiContext } from '../http/api-context';
import { ApiError } from '../http/errors';
import { defineRoute, notFound } from '../http/route-catalog';
import { rejectIfInvalid } from '../http/validation';
import { presentSavedReply } from '../presenters/saved-reply';

const TAG = 'messages';

/** The creator's saved replies (`/messages/saved-replies`): answers written once, sent many times. */
export function savedReplyRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx;
  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: '/messages/saved-replies',
    tag: TAG,
    access: 'creator',
    summary: "The creator's saved replies, oldest first",
    response: savedReplyListStruct,
    handler: async ({ request }) => {
      const rows = await listSavedReplies(db, request.creator.id);
      return {
        replies: rows.map(presentSavedReply),
      };
    },
  });

  defineRoute(app, ctx.catalog, {
    method: 'POST',
    url: '/messages/saved-replies',
    tag: TAG,
    access: 'creator',
    summary: 'Saves a reply (the rules of a message)',
    body: savedReplyPayloadStruct,
    response: savedReplyStruct,
    successStatus: 201,
    handler: async ({ request, body }) => {
      rejectIfInvalid(validateMessageText(body));
      if ((await countSavedReplies(db, request.creator.id)) >= SAVED_REPLIES_MAX) {
        throw new ApiError(409, 'saved_replies_full', `At most ${SAVED_REPLIES_MAX} saved replies`);
      }
      return presentSavedReply(await insertSavedReply(db, request.creator.id, body.text));
    },
  });

  defineRoute(app, ctx.catalog, {
    method: 'DELETE',
    url: '/messages/saved-replies/:id',
    tag: TAG,
    access: 'creator',
    summary: 'Deletes a saved reply',
    handler: async ({ request, params }) => {
      if (!(await deleteSavedReply(db, request.creator.id, params.id ?? ''))) throw notFound();
      return undefined;
    },
  });
}
