import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '../constants';
import { json } from '../testing/fake-api';
import { mediaItem } from '../testing/samples';
import { requestOnFakeApi } from './testing/request-on-fake-api';
import { createUploadResource } from './uploads';

/**
 * A tus server with state on the one fake API: creation, HEAD and PATCH at the offset it holds (409 when a
 * request starts elsewhere), reading streamed bodies unit by unit, keeping what arrived before an abort.
 */
function statefulTusServer() {
  const stored = new Map<string, { length: number; offset: number }>();
  const calls: { method: string; url: string; offset: string | undefined; bytes: number; status: number }[] =
    [];
  const api = requestOnFakeApi(async (call) => {
    const { method, headers } = call;
    const url = call.url.href;
    const record = (status: number, bytes = 0) =>
      calls.push({ method, url, offset: headers.get('Upload-Offset') ?? undefined, bytes, status });
    if (method === 'POST') {
      const location = `http://api.test/uploads/u${stored.size + 1}`;
      stored.set(location, { length: Number(headers.get('Upload-Length')), offset: 0 });
      record(201);
      return { status: 201, headers: { Location: location } };
    }
    const upload = stored.get(url);
    if (!upload) {
      record(404);
      return json(404, { error: { code: 'not_found', message: 'No such resource' } });
    }
    const offsets = { 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length) };
    if (method === 'HEAD') {
      record(200);
      return { status: 200, headers: offsets };
    }
    if (Number(headers.get('Upload-Offset')) !== upload.offset) {
      record(409);
      return json(409, { error: { code: 'upload_offset_conflict', message: 'Offset mismatch' } });
    }
    let received = 0;
    for await (const unit of call.rawBody as ReadableStream<Uint8Array>) {
      if (call.signal?.aborted) {
        record(0, received);
        throw new DOMException('The operation was aborted', 'AbortError');
      }
      upload.offset += unit.byteLength;
      received += unit.byteLength;
    }
    record(upload.offset < upload.length ? 204 : 200, received);
    if (upload.offset < upload.length)
      return { status: 204, headers: { 'Upload-Offset': String(upload.offset) } };
    return {
      status: 200,
      body: { data: mediaItem('m42') },
      headers: { 'Upload-Offset': String(upload.offset) },
    };
  });
  return { calls, stored, uploads: createUploadResource(api.transport) };
}

describe('uploads that resume', () => {
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
