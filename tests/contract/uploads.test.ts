import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreatorClient } from '@mym/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiTransport } from '../../packages/sdk/src/http/request';
import { createUploadResource } from '../../packages/sdk/src/resources/uploads';
import { gradientPng } from '../../server/src/media/png-image';
import { benchImage, sampleMp4 } from '../../server/src/media/sample-files';
import { otherCreatorAccessToken, refusal, signInDemoCreator, signInOtherCreator } from './support/clients';
import { pixelPng } from './support/media';
import { contractStack } from './support/stack';

let demo: CreatorClient;
let other: CreatorClient;

beforeAll(async () => {
  demo = await signInDemoCreator();
  other = await signInOtherCreator();
});

describe('uploads over tus (DESIGN "Uploads", spec 9 chunk size 64 KB)', () => {
  it('an image sent in chunks becomes a media of the creator, with progress up to 100%', async () => {
    // A PNG padded past two chunks: the server checks the signature, the chunks exercise resumable PATCHes.
    const bytes = new Uint8Array(150_000);
    bytes.set(pixelPng());
    const seen: number[] = [];
    const media = await demo.uploads.upload(bytes, {
      name: 'padded.png',
      type: 'image/png',
      onProgress: (progress) => seen.push(progress.percent),
    });
    expect(media).toMatchObject({ type: expect.stringMatching(/^image/) });
    expect(seen.at(-1)).toBe(100);
  });

  it('the uploaded media can be the profile picture (PUT /creators/me/profile-picture)', async () => {
    const media = await demo.uploads.upload(pixelPng(), { name: 'me.png', type: 'image/png' });
    const picture = await demo.creator.setProfilePicture(media.id);
    expect(picture.url).toEqual(expect.any(String));
    expect(await demo.creator.profilePicture()).toEqual(picture);
    expect(await demo.creator.setProfilePicture(null)).toEqual({ url: null });
  });

  it('another creator\'s media as profile picture -> 400 mediaId: mandatory_field_is_empty_error, picture unchanged (spec 5 "Generic")', async () => {
    const media = await demo.uploads.upload(pixelPng(), { name: 'mine.png', type: 'image/png' });
    const before = await other.creator.profilePicture();
    const error = await refusal(() => other.creator.setProfilePicture(media.id));
    expect(error).toMatchObject({ status: 400, message: 'Error while updating creator profile picture' });
    expect(error.fields?.mediaId).toContain('mandatory_field_is_empty_error');
    expect(await other.creator.profilePicture()).toEqual(before);
  });

  it("another creator's upload in progress answers 404 to its offset request (tus HEAD)", async () => {
    const { apiUrl } = contractStack();
    const base64 = (text: string) => Buffer.from(text).toString('base64');
    const demoBearer = `Bearer ${(await demo.auth.session())?.accessToken ?? ''}`;
    const created = await fetch(`${apiUrl}/uploads`, {
      method: 'POST',
      headers: {
        authorization: demoBearer,
        'tus-resumable': '1.0.0',
        'upload-length': '70',
        'upload-metadata': `filename ${base64('later.png')},filetype ${base64('image/png')},context ${base64('post')}`,
      },
    });
    expect(created.status).toBe(201);
    const uploadUrl = new URL(created.headers.get('location') ?? '', apiUrl).toString();
    const ownOffset = await fetch(uploadUrl, {
      method: 'HEAD',
      headers: { authorization: demoBearer, 'tus-resumable': '1.0.0' },
    });
    expect(ownOffset.status).toBe(200);
    const theirOffset = await fetch(uploadUrl, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${await otherCreatorAccessToken()}`, 'tus-resumable': '1.0.0' },
    });
    expect(theirOffset.status).toBe(404);
  });

  it('the server refuses a file that is neither image nor video on its own -> 400 file: post_invalid_format_error (spec 5)', async () => {
    // The SDK refuses such a file before sending it, so the tus creation request is made by hand to reach the
    // server's own check, as a client without the SDK would.
    const { apiUrl } = contractStack();
    const token = (await demo.auth.session())?.accessToken ?? '';
    const base64 = (text: string) => Buffer.from(text).toString('base64');
    const answer = await fetch(`${apiUrl}/uploads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-length': '12',
        'upload-metadata': `filename ${base64('archive.zip')},filetype ${base64('application/zip')},context ${base64('post')}`,
      },
    });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { error: { fields?: Record<string, string[]> } };
    expect(body.error.fields?.file).toContain('post_invalid_format_error');
  });

  it('the SDK refuses the same file before any byte is sent, with the same key', async () => {
    const error = await refusal(() =>
      demo.uploads.upload(new TextEncoder().encode('PK'), { name: 'archive.zip', type: 'application/zip' }),
    );
    expect(error).toMatchObject({
      code: 'validation_failed',
      fields: { file: ['post_invalid_format_error'] },
    });
  });
});

describe('uploads that resume against the real server', () => {
  it('aborted half-way, the same content starts again at the offset the server answers to HEAD, not at zero', async () => {
    const { apiUrl } = contractStack();
    const token = (await demo.auth.session())?.accessToken ?? '';
    const seen: { method: string; offset: string | null; status: number }[] = [];
    const recording = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const response = await fetch(input, init);
      const headers = new Headers(init.headers);
      seen.push({
        method: init.method ?? 'GET',
        offset: headers.get('Upload-Offset'),
        status: response.status,
      });
      return response;
    }) as typeof fetch;
    const uploads = createUploadResource(
      createApiTransport({ apiUrl, bearerToken: async () => token, fetch: recording }),
    );
    const storageDir = mkdtempSync(join(tmpdir(), 'mym-contract-resume-'));
    const bytes = new Uint8Array(benchImage(6 * 1024 * 1024));
    const first = new AbortController();
    const aborted = await uploads
      .upload(new Blob([bytes]), {
        name: 'resumed.png',
        type: 'image/png',
        resume: { storageDir },
        signal: first.signal,
        onProgress: ({ bytesSent }) => {
          if (bytesSent >= bytes.length / 2) first.abort();
        },
      })
      .catch((error: unknown) => error);
    expect(aborted).toMatchObject({ code: 'aborted' });
    expect(readdirSync(storageDir)).toHaveLength(1);
    seen.length = 0;

    const media = await uploads.upload(new Blob([bytes]), {
      name: 'resumed.png',
      type: 'image/png',
      resume: { storageDir },
    });
    expect(media).toMatchObject({ type: 'image/png' });
    expect(seen.map((request) => request.method)).toEqual(['HEAD', 'PATCH']);
    const resumedAt = Number(seen[1]?.offset);
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThan(bytes.length);
  });
});

describe('real previews', () => {
  it('an image becomes a media with a thumbhash and a WebP preview served with nosniff and a sandboxing CSP', async () => {
    const media = await demo.uploads.upload(
      new Uint8Array(gradientPng(900, 600, [10, 10, 10], [250, 120, 40])),
      {
        name: 'sunset.png',
        type: 'image/png',
      },
    );
    expect(media.thumbhash).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const served = await fetch(media.preview ?? '');
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('a video uploaded with its poster frame has the poster as preview, with a thumbhash', async () => {
    const poster = new Blob([new Uint8Array(gradientPng(640, 360, [0, 40, 80], [200, 220, 255]))], {
      type: 'image/png',
    });
    const media = await demo.uploads.upload(new Uint8Array(await sampleMp4(8)), {
      name: 'clip.mp4',
      type: 'video/mp4',
      poster,
    });
    expect(media).toMatchObject({ type: 'video/mp4', duration: 8, thumbhash: expect.any(String) });
    const served = await fetch(media.preview ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });
});
