import { describe, expect, it } from 'vitest';
import { type ApiAnswer, bodyBytes, json } from '../testing/fake-api';
import { mediaItem } from '../testing/samples';
import { requestOnFakeApi } from './testing/request-on-fake-api';
import { createUploadResource } from './uploads';

describe('video poster frames', () => {
  const video = {
    ...mediaItem('v1'),
    type: 'video/mp4',
    preview: null,
    imageCount: 0,
    videoCount: 1,
    duration: 12,
  };

  /** tus creation and one PATCH answering a video, then the poster PUT answered by `posterAnswer`. */
  function stubWithPoster(posterAnswer: () => ApiAnswer) {
    const api = requestOnFakeApi(async (call) => {
      if (call.method === 'POST') return { status: 201, headers: { Location: 'http://api.test/uploads/u1' } };
      if (call.method === 'PUT') return posterAnswer();
      const size = await bodyBytes(call.rawBody);
      return { status: 200, body: { data: video }, headers: { 'Upload-Offset': String(size) } };
    });
    return { calls: api.calls, uploads: createUploadResource(api.transport) };
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
    expect(put?.url.href).toBe('http://api.test/medias/v1/poster');
    expect(put?.headers.get('content-type')).toBe('image/jpeg');
    expect(put?.headers.get('authorization')).toBe('Bearer token');
    expect(put?.rawBody).toBe(poster);
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
