import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '../constants';
import { streamsRequestBodies } from '../http/tus-fetch-stack';
import { mediaItem } from './testing/samples';
import { json, type RecordedCall } from './testing/stub-api';
import { UPLOAD_REQUEST_BYTES } from './upload-engine';
import { createUploadResource } from './uploads';

interface TusCall extends Omit<RecordedCall, 'body'> {
  bytes: number;
}

/** A tus server at the `fetch` boundary: creation, then chunks; the last chunk answers the created media. */
function stubTusServer(options: { failPatchWith?: Response } = {}) {
  const calls: TusCall[] = [];
  let length = 0;
  let offset = 0;
  const fetch = (async (input: URL | string, init: RequestInit = {}) => {
    const headers = init.headers as Record<string, string>;
    const bytes = await bodyBytes(init.body);
    calls.push({ method: init.method ?? 'GET', url: new URL(String(input)), headers, bytes });
    if (init.method === 'POST') {
      length = Number(headers['Upload-Length']);
      return new Response(null, { status: 201, headers: { Location: 'http://api.test/uploads/u1' } });
    }
    if (options.failPatchWith) return options.failPatchWith;
    offset += bytes;
    if (offset < length)
      return new Response(null, { status: 204, headers: { 'Upload-Offset': String(offset) } });
    return new Response(JSON.stringify({ data: mediaItem('m42') }), {
      status: 200,
      headers: { 'Upload-Offset': String(offset), 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  const uploads = createUploadResource({
    apiUrl: 'http://api.test/',
    bearerToken: async () => 'token',
    fetch: () => fetch,
  });
  return { calls, uploads };
}

/** Reads a request body as the server would: a stream to its end (Node streams bodies), or a Blob/bytes. */
async function bodyBytes(body: RequestInit['body']): Promise<number> {
  if (body instanceof ReadableStream) {
    let total = 0;
    for await (const unit of body as ReadableStream<Uint8Array>) total += unit.byteLength;
    return total;
  }
  return body instanceof Blob ? body.size : ArrayBuffer.isView(body) ? body.byteLength : 0;
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
    expect(calls.every((call) => call.headers.Authorization === 'Bearer token')).toBe(true);
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
      (calls[0]?.headers['Upload-Metadata'] ?? '').split(',').map((pair) => {
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

/**
 * A tus server with state at the `fetch` boundary: creation, HEAD and PATCH at the offset it holds (409 when a
 * request starts elsewhere), reading streamed bodies unit by unit, keeping what arrived before an abort.
 */
function statefulTusServer() {
  const stored = new Map<string, { length: number; offset: number }>();
  const calls: { method: string; url: string; offset: string | undefined; bytes: number; status: number }[] =
    [];
  const fetch = (async (input: URL | string, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const headers = init.headers as Record<string, string>;
    const record = (status: number, bytes = 0) =>
      calls.push({ method, url, offset: headers['Upload-Offset'], bytes, status });
    if (method === 'POST') {
      const location = `http://api.test/uploads/u${stored.size + 1}`;
      stored.set(location, { length: Number(headers['Upload-Length']), offset: 0 });
      record(201);
      return new Response(null, { status: 201, headers: { Location: location } });
    }
    const upload = stored.get(url);
    if (!upload) {
      record(404);
      return json(404, { error: { code: 'not_found', message: 'No such resource' } });
    }
    const offsets = { 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length) };
    if (method === 'HEAD') {
      record(200);
      return new Response(null, { status: 200, headers: offsets });
    }
    if (Number(headers['Upload-Offset']) !== upload.offset) {
      record(409);
      return json(409, { error: { code: 'upload_offset_conflict', message: 'Offset mismatch' } });
    }
    let received = 0;
    for await (const unit of init.body as ReadableStream<Uint8Array>) {
      if (init.signal?.aborted) {
        record(0, received);
        throw new DOMException('The operation was aborted', 'AbortError');
      }
      upload.offset += unit.byteLength;
      received += unit.byteLength;
    }
    record(upload.offset < upload.length ? 204 : 200, received);
    if (upload.offset < upload.length)
      return new Response(null, { status: 204, headers: { 'Upload-Offset': String(upload.offset) } });
    return new Response(JSON.stringify({ data: mediaItem('m42') }), {
      status: 200,
      headers: { 'Upload-Offset': String(upload.offset) },
    });
  }) as typeof globalThis.fetch;
  const uploads = createUploadResource({
    apiUrl: 'http://api.test/',
    bearerToken: async () => 'token',
    fetch: () => fetch,
  });
  return { calls, stored, uploads };
}

describe('uploads that resume (issue 10 "Resumable for real")', () => {
  const sizeBytes = 3 * 1024 * 1024 + 123;
  const content = () => {
    const bytes = new Uint8Array(sizeBytes);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 31) % 251;
    return bytes;
  };

  it('aborted half-way, the same content uploaded again starts at the offset the server answers to HEAD', async () => {
    const storageDir = mkdtempSync(join(tmpdir(), 'mym-resume-'));
    const { calls, stored, uploads } = statefulTusServer();
    const first = new AbortController();
    const aborted = await uploads
      .upload(new Blob([content()]), {
        name: 'clip.png',
        type: 'image/png',
        resume: { storageDir },
        signal: first.signal,
        onProgress: ({ bytesSent }) => {
          if (bytesSent >= sizeBytes / 2) first.abort();
        },
      })
      .catch((error: unknown) => error);
    expect(aborted).toMatchObject({ code: 'aborted' });
    const held = stored.get('http://api.test/uploads/u1')?.offset ?? 0;
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThan(sizeBytes);
    // The URL is kept on disk for the next run; the server still has the partial upload (not terminated).
    expect(readdirSync(storageDir).filter((name) => name.endsWith('.json'))).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const before = calls.length;

    // Another run, another name: the same bytes are the same upload.
    const media = await uploads.upload(new Blob([content()]), {
      name: 'renamed.png',
      type: 'image/png',
      resume: { storageDir },
    });
    expect(media.id).toBe('m42');
    const second = calls.slice(before);
    expect(second.map((call) => call.method)).toEqual(['HEAD', 'PATCH']);
    expect(second[1]).toMatchObject({ offset: String(held), bytes: sizeBytes - held, status: 200 });
    // Finished: the stored URL is gone (tus removes it just after success), so the file again is a new media.
    await vi.waitFor(() =>
      expect(readdirSync(storageDir).filter((name) => name.endsWith('.json'))).toEqual([]),
    );
  });

  it('resumes an upload by file path (Node), the name and type read from the path', async () => {
    const storageDir = mkdtempSync(join(tmpdir(), 'mym-resume-'));
    const path = join(storageDir, 'holiday.png');
    writeFileSync(path, content());
    const { calls, uploads } = statefulTusServer();
    const first = new AbortController();
    await uploads
      .upload(path, {
        resume: { storageDir },
        signal: first.signal,
        onProgress: ({ bytesSent }) => {
          if (bytesSent >= sizeBytes / 2) first.abort();
        },
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const before = calls.length;
    await uploads.upload(path, { resume: { storageDir } });
    expect(calls.slice(before).map((call) => call.method)).toEqual(['HEAD', 'PATCH']);
    expect(Number(calls.at(-1)?.offset)).toBeGreaterThan(0);
  });

  it('other content of the same name and size is a new upload, not a resume', async () => {
    const storageDir = mkdtempSync(join(tmpdir(), 'mym-resume-'));
    const { calls, uploads } = statefulTusServer();
    const first = new AbortController();
    await uploads
      .upload(new Blob([content()]), {
        name: 'a.png',
        type: 'image/png',
        resume: { storageDir },
        signal: first.signal,
        onProgress: ({ bytesSent }) => {
          if (bytesSent >= sizeBytes / 2) first.abort();
        },
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const other = content();
    other[other.length - 1] = 7;
    const before = calls.length;
    await uploads.upload(new Blob([other]), { name: 'a.png', type: 'image/png', resume: { storageDir } });
    expect(calls.slice(before).map((call) => call.method)).toEqual(['POST', 'PATCH']);
  });

  it('a 409 offset conflict recovers by asking the server its offset (HEAD) and going on from there', async () => {
    const { calls, stored, uploads } = statefulTusServer();
    const bytes = content();
    // The server got more than the client knows (an answer lost on the way): its first PATCH at 0 conflicts.
    const upload = uploads.upload(new Blob([bytes]), {
      name: 'a.png',
      type: 'image/png',
      retryDelays: [0],
      onProgress: () => {
        const held = stored.get('http://api.test/uploads/u1');
        if (held && held.offset === 0 && calls.length === 1) held.offset = 65_536;
      },
    });
    await upload;
    expect(calls.map((call) => [call.method, call.status, call.offset])).toEqual([
      ['POST', 201, undefined],
      ['PATCH', 409, '0'],
      ['HEAD', 200, undefined],
      ['PATCH', 200, '65536'],
    ]);
  });

  it('the fingerprint is the content: first and last MB and the size, not the name', async () => {
    const { contentFingerprint } = await import('./upload-resume');
    const bytes = content();
    const same = await contentFingerprint(new Blob([bytes]), UPLOAD_CHUNK_BYTES);
    expect(await contentFingerprint(new File([bytes], 'other-name.png'), UPLOAD_CHUNK_BYTES)).toBe(same);
    const middle = bytes.slice();
    middle[1_500_000] = (middle[1_500_000] ?? 0) ^ 1;
    // The middle is not read: gigabytes fingerprint in two reads of 1 MB.
    expect(await contentFingerprint(new Blob([middle]), UPLOAD_CHUNK_BYTES)).toBe(same);
    const end = bytes.slice();
    end[end.length - 2] = (end[end.length - 2] ?? 0) ^ 1;
    expect(await contentFingerprint(new Blob([end]), UPLOAD_CHUNK_BYTES)).not.toBe(same);
    expect(await contentFingerprint(new Blob([bytes.subarray(1)]), UPLOAD_CHUNK_BYTES)).not.toBe(same);
  });
});

describe('video poster frames (issue 10 "Real previews")', () => {
  const video = {
    ...mediaItem('v1'),
    type: 'video/mp4',
    preview: null,
    imageCount: 0,
    videoCount: 1,
    duration: 12,
  };

  /** tus creation and one PATCH answering a video, then the poster PUT answered by `posterAnswer`. */
  function stubWithPoster(posterAnswer: () => Response) {
    const calls: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
    const fetch = (async (input: URL | string, init: RequestInit = {}) => {
      const headers = init.headers as Record<string, string>;
      calls.push({ method: init.method ?? 'GET', url: String(input), headers, body: init.body });
      if (init.method === 'POST')
        return new Response(null, { status: 201, headers: { Location: 'http://api.test/uploads/u1' } });
      if (init.method === 'PUT') return posterAnswer();
      const size = await bodyBytes(init.body);
      return new Response(JSON.stringify({ data: video }), {
        status: 200,
        headers: { 'Upload-Offset': String(size) },
      });
    }) as typeof globalThis.fetch;
    const uploads = createUploadResource({
      apiUrl: 'http://api.test',
      bearerToken: async () => 'token',
      fetch: () => fetch,
    });
    return { calls, uploads };
  }

  it('sends the given poster once the video is accepted and answers the media with its preview and thumbhash', async () => {
    const withPoster = {
      ...video,
      preview: 'https://api.test/media/v1/preview',
      thumbhash: 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw==',
    };
    const { calls, uploads } = stubWithPoster(() => json(200, { data: withPoster }));
    const poster = new Blob([new Uint8Array(10)], { type: 'image/jpeg' });
    const media = await uploads.upload(new Uint8Array(100), { name: 'clip.mp4', type: 'video/mp4', poster });
    expect(media).toEqual(withPoster);
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({
      url: 'http://api.test/medias/v1/poster',
      headers: { 'Content-Type': 'image/jpeg', Authorization: 'Bearer token' },
      body: poster,
    });
  });

  it('a refused poster leaves the video as it was accepted (no preview), the upload still succeeds', async () => {
    const { uploads } = stubWithPoster(() =>
      json(400, { error: { code: 'validation_failed', message: 'x' } }),
    );
    const poster = new Blob([new Uint8Array(10)], { type: 'image/png' });
    expect(await uploads.upload(new Uint8Array(100), { name: 'c.mp4', type: 'video/mp4', poster })).toEqual(
      video,
    );
  });

  it('without a DOM (Node) and without a poster given, none is sent', async () => {
    const { calls, uploads } = stubWithPoster(() => json(500, {}));
    await uploads.upload(new Uint8Array(100), { name: 'c.mp4', type: 'video/mp4' });
    expect(calls.map((call) => call.method)).toEqual(['POST', 'PATCH']);
  });
});
