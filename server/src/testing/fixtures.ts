import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { insertMedia } from '../db/medias';
import type { Database, MediaRow } from '../db/schema';

/** Rows in a table, to prove that a refused request stored nothing. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The creator row id of a bearer token, provisioning it like any first call. */
export async function creatorIdOf(app: FastifyInstance, authorization: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/creators/me', headers: { authorization } });
  return response.json().data.id;
}

/** A stored media of the creator's cloud, an image unless told otherwise. */
export async function addMedia(
  db: Kysely<Database>,
  creatorId: string,
  media: Partial<
    Pick<MediaRow, 'mime_type' | 'file_name' | 'size_bytes' | 'duration_seconds' | 'collection_id'>
  > = {},
): Promise<MediaRow> {
  return insertMedia(db, {
    creator_id: creatorId,
    mime_type: media.mime_type ?? 'image/png',
    file_name: media.file_name ?? 'photo.png',
    size_bytes: media.size_bytes ?? 2048,
    duration_seconds: media.duration_seconds ?? null,
    collection_id: media.collection_id ?? null,
    storage_key: null,
    price_value: null,
    price_currency: null,
  });
}

/** An injected JSON call with a bearer token. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  authorization?: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: authorization ? { authorization } : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/** A JSON body one byte over the limit of `limit` bytes. */
export function oversizedBody(limit: number): string {
  return JSON.stringify({ caption: 'x'.repeat(limit) });
}
