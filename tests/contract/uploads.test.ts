import type { CreatorClient } from '@mym/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal, signInDemoCreator } from './support/clients';
import { pixelPng } from './support/media';

let demo: CreatorClient;

beforeAll(async () => {
  demo = await signInDemoCreator();
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

  it('a file that is neither image nor video is refused by the server too -> 400 post_invalid_format_error (spec 5)', async () => {
    // The SDK refuses it first; the server's own check is reached by declaring it as an image.
    const error = await refusal(() =>
      demo.uploads.upload(new TextEncoder().encode('not an image at all'), {
        name: 'notes.png',
        type: 'image/png',
        retryDelays: [],
      }),
    );
    expect(error.status).toBe(400);
    expect(Object.values(error.fields ?? {}).flat()).toContain('post_invalid_image_format_error');
  });
});
