import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '../constants';
import { createApiTransport } from '../http/request';
import { streamsRequestBodies } from '../http/tus-http-stack';
import { type ApiAnswer, type ApiCall, bodyBytes, fakeApi, json } from '../testing/fake-api';
import { mediaItem } from '../testing/samples';
import { requestOnFakeApi } from './testing/request-on-fake-api';
import { UPLOAD_REQUEST_BYTES } from './upload-engine';
import { createUploadResource } from './uploads';

interface TusCall extends ApiCall {
  bytes: number;
}

/** A tus server on the one fake API: creation, then chunks; the last chunk answers the created media. */
function stubTusServer(options: { failPatchWith?: ApiAnswer } = {}) {
  const calls: TusCall[] = [];
  let length = 0;
  let offset = 0;
  const api = requestOnFakeApi(async (call) => {
    const bytes = await bodyBytes(call.rawBody);
    calls.push({ ...call, bytes });
    if (call.method === 'POST') {
      length = Number(call.headers.get('Upload-Length'));
      return { status: 201, headers: { Location: 'http://api.test/uploads/u1' } };
    }
    if (options.failPatchWith) return options.failPatchWith;
    offset += bytes;
    if (offset < length) return { status: 204, headers: { 'Upload-Offset': String(offset) } };
    return { status: 200, body: { data: mediaItem('m42') }, headers: { 'Upload-Offset': String(offset) } };
  });
  return { calls, uploads: createUploadResource(api.transport) };
}

const png = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

describe('uploads over tus (DESIGN "Uploads", spec 5 file rules, spec 9 chunk size)', () => {
  it('sends the whole file in one PATCH, read and reported in 64 KB units (spec 9), with the bearer token', async () => {
    expect(streamsRequestBodies()).toBe(true);
    const { calls, uploads } = stubTusServer();
    const progress: number[] = [];
    const media = await uploads.upload(png(150_000), {
      onProgress: (p) => {
        if (p.bytesSent > 0) progress.push(p.bytesSent);
      },
    });
    expect(media.id).toBe('m42');
    expect(calls.map((call) => call.method)).toEqual(['POST', 'PATCH']);
    expect(calls[1]?.bytes).toBe(150_000);
    expect(calls.every((call) => call.headers.get('authorization') === 'Bearer token')).toBe(true);
    expect(calls[0]?.url.href).toBe('http://api.test/uploads');
    // One report per 64 KB unit read: 65536, 131072, 150000 (and the acknowledgement).
    expect(progress.slice(0, 3)).toEqual([UPLOAD_CHUNK_BYTES, 2 * UPLOAD_CHUNK_BYTES, 150_000]);
    expect(progress.at(-1)).toBe(150_000);
  });

  it('a Node stream goes in bounded requests of UPLOAD_REQUEST_BYTES (tus keeps one in memory to retry it)', async () => {
    const { calls, uploads } = stubTusServer();
    const size = UPLOAD_REQUEST_BYTES + 1000;
    const stream = Readable.from([Buffer.alloc(size)], { objectMode: false });
    await uploads.upload(stream, { name: 'a.jpg', type: 'image/jpeg', size });
    expect(calls.slice(1).map((call) => call.bytes)).toEqual([UPLOAD_REQUEST_BYTES, 1000]);
  });

  it('sends name, type and rule context as tus metadata', async () => {
    const { calls, uploads } = stubTusServer();
    await uploads.upload(new Uint8Array(10), {
      name: 'clip.mp4',
      type: 'video/mp4',
      duration: 61,
      context: 'push',
      collectionId: 'c1',
    });
    const metadata = Object.fromEntries(
      (calls[0]?.headers.get('Upload-Metadata') ?? '').split(',').map((pair) => {
        const [key, value] = pair.split(' ');
        return [key, Buffer.from(value ?? '', 'base64').toString()];
      }),
    );
    expect(metadata).toEqual({
      filename: 'clip.mp4',
      filetype: 'video/mp4',
      context: 'push',
      duration: '61',
      collectionId: 'c1',
    });
  });

  it('uploads a Node stream when its size is given', async () => {
    const { uploads } = stubTusServer();
    const stream = Readable.from([Buffer.alloc(70_000)]);
    const media = await uploads.upload(stream, { name: 'a.jpg', type: 'image/jpeg', size: 70_000 });
    expect(media.id).toBe('m42');
  });

  it('a file given by path goes from disk in one PATCH, byte for byte, with progress per 64 KB unit (spec 9)', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'mym-upload-')), 'holiday.png');
    const size = 3 * 1024 * 1024 + 1000;
    const content = Uint8Array.from({ length: size }, (_, index) => (index * 7) % 251);
    writeFileSync(path, content);
    const received: Uint8Array[] = [];
    const api = requestOnFakeApi(async (call): Promise<ApiAnswer> => {
      if (call.method === 'POST') return { status: 201, headers: { Location: 'http://api.test/uploads/u1' } };
      for await (const part of call.rawBody as ReadableStream<Uint8Array>) received.push(part);
      return { status: 200, body: { data: mediaItem('m42') }, headers: { 'Upload-Offset': String(size) } };
    });
    const progress: number[] = [];
    const media = await createUploadResource(api.transport).upload(path, {
      onProgress: ({ bytesSent }) => progress.push(bytesSent),
    });
    expect(media.id).toBe('m42');
    expect(Buffer.concat(received).equals(Buffer.from(content))).toBe(true);
    const sent = [...new Set(progress.filter((bytes) => bytes > 0))];
    expect(sent).toEqual(
      Array.from({ length: Math.ceil(size / UPLOAD_CHUNK_BYTES) }, (_, index) =>
        Math.min(size, (index + 1) * UPLOAD_CHUNK_BYTES),
      ),
    );
  });

  it('a file neither image nor video is refused before any byte is sent (post_invalid_format_error)', async () => {
    const { calls, uploads } = stubTusServer();
    const refused = await uploads
      .upload(new Blob(['x'], { type: 'application/zip' }))
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      message: 'Error while uploading media',
      code: 'validation_failed',
      fields: { file: ['post_invalid_format_error'] },
    });
    expect(calls).toHaveLength(0);
  });

  it('a push image over 30 MB is refused with push_image_file_size_error (spec 5)', async () => {
    const { uploads } = stubTusServer();
    const refused = await uploads
      .upload(new Uint8Array(1), { type: 'image/png', name: 'big.png', size: 31_457_281, context: 'push' })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ fields: { file: ['push_image_file_size_error'] } });
  });

  it('without a file, or a stream without its size, the guard messages are thrown', async () => {
    const { uploads } = stubTusServer();
    await expect(uploads.upload(undefined as unknown as Blob)).rejects.toThrow('File is required');
    await expect(uploads.upload(Readable.from([]), { type: 'image/png' })).rejects.toThrow(
      'File size is required',
    );
  });

  it("a refusal by the server throws 'Error while uploading media' with its status, code and fields", async () => {
    const { uploads } = stubTusServer({
      failPatchWith: json(400, {
        error: { code: 'validation_failed', message: 'x', fields: { file: ['post_video_duration_error'] } },
      }),
    });
    const refused = await uploads.upload(png(10), { retryDelays: [] }).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      message: 'Error while uploading media',
      status: 400,
      code: 'validation_failed',
      fields: { file: ['post_video_duration_error'] },
    });
  });
});

describe('one upload path (DESIGN "SDK shape")', () => {
  it('a token the API refuses during an upload ends the session like any other call', async () => {
    let told = 0;
    const { fetch } = fakeApi(() => json(401, { error: { code: 'token_invalid', message: 'no' } }));
    const uploads = createUploadResource(
      createApiTransport({
        apiUrl: 'http://api.test',
        bearerToken: async () => 'stale',
        fetch,
        onUnauthorized: () => {
          told += 1;
        },
      }),
    );
    const error = await uploads.upload(png(10), { retryDelays: [] }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'Error while uploading media',
      status: 401,
      code: 'token_invalid',
    });
    expect(told).toBe(1);
  });

  it('the upload transport never imports the upload resource back (no import cycle)', () => {
    const imports = (file: string) =>
      [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/from '([^']+)'/g)].map(
        (match) => match[1],
      );
    for (const file of [
      './upload-engine.ts',
      './upload-options.ts',
      './video-frames.ts',
      '../http/tus-http-stack.ts',
    ]) {
      expect(imports(file)).not.toContain('./uploads');
    }
  });
});
