import type { LiveEvent } from '@mym/sdk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveAudience, LiveEventHub, LiveEventRow } from '../events/live-event-hub';
import { liveEventsAfter } from '../events/live-events';
import type { ApiContext } from '../http/api-context';
import { defineRoute } from '../http/route-catalog';

/** A comment line every so often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;
/** Events replayed at most on a resume; a client further behind reloads its screens. */
const REPLAY_LIMIT = 500;
/** What the client waits before reconnecting a cut stream. */
const RETRY_MS = 2000;

function toLiveEvent(row: LiveEventRow): LiveEvent {
  return {
    id: String(row.id),
    type: row.type,
    conversationId: row.conversation_id,
    messageId: row.message_id,
    entryId: row.entry_id,
    notificationId: row.notification_id ?? null,
    at: row.at.toISOString(),
  };
}

function frame(row: LiveEventRow): string {
  const event = toLiveEvent(row);
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** `Last-Event-ID` as this API writes ids (a bigserial); anything else starts from now. */
function lastEventId(request: FastifyRequest): string | undefined {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,18}$/.test(value) ? value : undefined;
}

/**
 * Streams the audience's live events as server-sent events: first what was missed since `Last-Event-ID`, then
 * each new one as it is recorded. Events arriving during the replay wait in order, and none is sent twice.
 */
async function stream(
  ctx: ApiContext,
  hub: LiveEventHub,
  audience: LiveAudience,
  request: FastifyRequest,
  reply: FastifyReply,
  corsHeaders: Record<string, string>,
) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...corsHeaders,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  let sentUpTo = BigInt(lastEventId(request) ?? '0');
  const pending: LiveEventRow[] = [];
  let replaying = true;
  const send = (row: LiveEventRow) => {
    if (replaying) {
      pending.push(row);
      return;
    }
    if (BigInt(row.id) <= sentUpTo) return;
    sentUpTo = BigInt(row.id);
    raw.write(frame(row));
  };
  const unsubscribe = await hub.subscribe(audience, send, () => raw.end());
  const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const close = () => {
    clearInterval(keepAlive);
    unsubscribe();
  };
  raw.on('close', close);
  try {
    const resumeFrom = lastEventId(request);
    const missed = resumeFrom ? await liveEventsAfter(ctx.db, audience, resumeFrom, REPLAY_LIMIT) : [];
    replaying = false;
    for (const row of [...missed, ...pending]) send(row);
  } catch (error) {
    request.log.warn({ err: error }, 'live events could not be replayed');
    replaying = false;
    raw.end();
  }
}

/** `GET /events` (creator) and `GET /fan/events` (fan): one server-sent event stream per signed-in client. */
export function eventRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  hub: LiveEventHub,
  who: 'creator' | 'fan',
) {
  defineRoute(app, ctx.catalog, {
    method: 'GET',
    url: who === 'creator' ? '/events' : '/fan/events',
    tag: 'events',
    access: who,
    summary: 'Live events as server-sent events, resumable with Last-Event-ID',
    rawContent: 'text/event-stream',
    handler: async ({ request, reply }) => {
      const audience: LiveAudience =
        who === 'creator' ? { creatorId: request.creator.id } : { accountId: request.fanAccount.id };
      // The CORS plugin's headers are set on the reply, which a hijacked stream bypasses: carry them over.
      const corsHeaders = Object.fromEntries(
        Object.entries(reply.getHeaders()).flatMap(([name, value]) =>
          name.startsWith('access-control-') && value !== undefined ? [[name, String(value)]] : [],
        ),
      );
      await stream(ctx, hub, audience, request, reply, corsHeaders);
      return undefined;
    },
  });
}
