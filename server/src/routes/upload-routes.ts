import type { IncomingMessage } from 'node:http';
import { VIDEO_MAX_BYTES } from '@mym/sdk/rules';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findOwnedCollection } from '../db/collections';
import { releaseUpload } from '../db/upload-reservations';
import type { ApiContext } from '../http/api-context';
import { limitReached } from '../http/creator-limits';
import { errorEnvelope } from '../http/errors';
import { describeRoute, type HttpMethod } from '../http/route-catalog';
import type { MediaStore } from '../media/media-store';
import type { UploadLocker } from '../media/upload-locker';
import { toMediaItem } from '../presenters/media';
import {
  acceptUpload,
  declaredUploadErrors,
  prepareUploadChecks,
  readDeclaredUpload,
} from '../services/accept-upload';
import { reserveUpload } from '../services/storage-quota';
import { posterRoutes } from './poster-routes';

/** Which creator sent a raw request: set by the authenticated Fastify route, read in tus's hooks. */
const uploadOwners = new WeakMap<IncomingMessage, string>();

type TusRequest = { runtime?: { node?: { req: IncomingMessage } } };
const ownerOf = (req: unknown) => {
  const raw = (req as TusRequest).runtime?.node?.req;
  return raw ? uploadOwners.get(raw) : undefined;
};

/** How long an unfinished upload may wait for its next chunk before it is swept away with its bytes. */
export const PARTIAL_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How often expired partial uploads are swept (and once at start). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Error codes of tus's own refusals, by status, for the API's envelope. */
const TUS_ERROR_CODES: Record<number, string> = {
  400: 'bad_request',
  403: 'forbidden',
  404: 'not_found',
  409: 'upload_offset_conflict',
  410: 'upload_expired',
  412: 'bad_request',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  460: 'upload_checksum_mismatch',
};

/**
 * tus answers its protocol errors in plain text and its crashes with the exception's message: both become the
 * API's envelope, and a crash says nothing of our internals.
 */
function asEnvelope(error: Error | { status_code: number; body: string }) {
  const status = 'status_code' in error ? error.status_code : 500;
  const body = 'body' in error ? error.body : '';
  if (body.startsWith('{"error"')) return { status_code: status, body };
  if (status >= 500) {
    return {
      status_code: 500,
      body: JSON.stringify(errorEnvelope('internal_error', 'Something went wrong on our side')),
    };
  }
  const message = body.trim() || 'The upload request was refused';
  return {
    status_code: status,
    body: JSON.stringify(errorEnvelope(TUS_ERROR_CODES[status] ?? 'bad_request', message)),
  };
}

const quotaRefusal = () =>
  refusal(413, 'storage_quota_exceeded', 'This file does not fit in your cloud storage');

/** tus hooks refuse by throwing `{ status_code, body }`; the body is the API's error envelope. */
function refusal(status: number, code: string, message: string, fields?: Record<string, string[]>) {
  return {
    status_code: status,
    body: JSON.stringify(errorEnvelope(code, message, fields)),
  };
}

/**
 * Resumable uploads with the tus protocol (DESIGN "Uploads") under `/uploads`, for signed-in creators only.
 * The declared type, name and size are checked at creation, the received file again at the end (with its
 * measured video length); an accepted file becomes a media of the creator's cloud, answered in the last
 * response's body (`{ data: media item }`) and its `Media-Id` header.
 */
export function uploadRoutes(
  app: FastifyInstance,
  ctx: ApiContext,
  options: {
    /** Where unfinished uploads wait and accepted files go (disk or an S3-compatible bucket). */
    store: MediaStore;
    corsOrigins?: string[] | undefined;
    /** Bytes each creator may keep in the cloud. */
    storageQuotaBytes: number;
    /** How long a partial upload lives; tests shorten it. */
    partialUploadLifetimeMs?: number | undefined;
    /** Serializes one upload's requests, across processes on PostgreSQL (upload-locker.ts). */
    locker: UploadLocker;
  },
) {
  const lifetimeMs = options.partialUploadLifetimeMs ?? PARTIAL_UPLOAD_LIFETIME_MS;
  const tus: Server = new Server({
    path: '/uploads',
    datastore: options.store.uploadDatastore(lifetimeMs),
    locker: options.locker,
    onResponseError: (_req, error) => {
      if (!('status_code' in error) || error.status_code >= 500)
        app.log.error({ err: error }, 'upload failed');
      return asEnvelope(error);
    },
    maxSize: VIDEO_MAX_BYTES,
    ...(options.corsOrigins ? { allowedOrigins: options.corsOrigins } : {}),
    exposedHeaders: ['Media-Id', 'Server-Timing'],
    generateUrl: (_req, { id }) => `${ctx.publicUrl}/uploads/${id}`,
    onIncomingRequest: async (req, uploadId) => {
      // Creation runs this hook too, with the id it is about to give; onUploadCreate checks that request.
      if (req.method === 'POST') return;
      const upload = await tus.datastore.getUpload(uploadId).catch(() => undefined);
      if (!upload || upload.metadata?.creatorId !== ownerOf(req)) {
        throw refusal(404, 'not_found', 'No such resource');
      }
      // An abandoned upload gives its bytes of the quota back before it is answered (an expired one stops
      // counting by itself); the finish counts again anyway, should the termination then fail.
      if (req.method === 'DELETE') await releaseUpload(ctx.db, uploadId);
    },
    onUploadCreate: async (req, upload) => {
      const creatorId = ownerOf(req);
      if (!creatorId) throw refusal(401, 'token_missing', 'A bearer token is required');
      const declared = readDeclaredUpload(upload.metadata, upload.size);
      const errors = declaredUploadErrors(declared);
      const fields: Record<string, string[]> = errors.length > 0 ? { file: errors } : {};
      if (
        declared.collectionId &&
        !(await findOwnedCollection(ctx.db, creatorId, declared.collectionId).catch(() => undefined))
      ) {
        fields.collectionId = ['mandatory_field_is_empty_error'];
      }
      if (Object.keys(fields).length > 0)
        throw refusal(400, 'validation_failed', 'Some fields are not valid', fields);
      const now = new Date();
      const reserved = await reserveUpload(
        ctx.db,
        {
          uploadId: upload.id,
          creatorId,
          bytes: declared.size ?? 0,
          expiresAt: new Date(now.getTime() + lifetimeMs),
        },
        { quotaBytes: options.storageQuotaBytes, maxOpenUploads: ctx.limits.openUploads },
        now,
      );
      if (reserved === 'quota_exceeded') throw quotaRefusal();
      if (reserved === 'too_many_open') {
        const limit = limitReached('openUploads', ctx.limits.openUploads);
        throw refusal(limit.status, limit.code, limit.message);
      }
      prepareUploadChecks(declared);
      return { metadata: { ...upload.metadata, creatorId } };
    },
    onUploadFinish: async (_req, upload) => {
      const received = performance.now();
      const declared = readDeclaredUpload(upload.metadata, upload.size);
      const result = await acceptUpload(ctx.db, {
        creatorId: String(upload.metadata?.creatorId),
        store: options.store,
        uploadId: upload.id,
        declared,
        size: upload.offset,
        quotaBytes: options.storageQuotaBytes,
        now: new Date(),
      });
      if ('quotaExceeded' in result) throw quotaRefusal();
      if ('errors' in result) {
        throw refusal(400, 'validation_failed', 'Some fields are not valid', { file: result.errors });
      }
      const item = toMediaItem(result.media, ctx.mediaUrls, false);
      // What the answer waited for after the last byte (type check, video probe, preview, row), for a client or
      // a bench to tell the transfer from the checks (the standard Server-Timing header).
      const accepted = (performance.now() - received).toFixed(1);
      return {
        status_code: 200,
        headers: {
          'Media-Id': result.media.id,
          'Content-Type': 'application/json',
          'Server-Timing': `accept;dur=${accepted};desc="type check, video probe, preview, row"`,
        },
        body: JSON.stringify({ data: item }),
      };
    },
  });

  // tus reads the request body itself, so Fastify must leave the chunk stream untouched.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    uploadOwners.set(request.raw, request.creator.id);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  const operations: [HttpMethod, string, string][] = [
    [
      'POST',
      '/uploads',
      'Start a resumable upload (tus creation): Upload-Length and Upload-Metadata filename, filetype, context, collectionId',
    ],
    ['HEAD', '/uploads/:uploadId', 'Offset of an upload, to resume it (tus)'],
    ['PATCH', '/uploads/:uploadId', 'Send a chunk (tus); the last one answers the accepted media'],
    ['DELETE', '/uploads/:uploadId', 'Abandon an upload (tus termination)'],
  ];
  // Partial uploads nobody finished are removed with their bytes, at start and then every hour.
  const sweep = () => {
    tus
      .cleanUpExpiredUploads()
      .catch((error) => app.log.warn({ err: error }, 'sweeping partial uploads failed'));
  };
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await options.locker.close();
  });
  posterRoutes(app, ctx, options.store);
  for (const [method, url, summary] of operations) {
    app.route({ method, url, handler });
    describeRoute(ctx.catalog, {
      method,
      url,
      tag: 'uploads',
      access: 'creator',
      summary,
      successStatus: method === 'POST' ? 201 : method === 'PATCH' ? 204 : 200,
      rawContent: 'tus',
    });
  }
}
