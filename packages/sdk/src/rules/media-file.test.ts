import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '../constants';
import { isMediaFileCandidate, validateMediaFile } from './media-file';

const image = (overrides = {}) => ({ type: 'image/jpeg', name: 'photo.jpg', size: 1000, ...overrides });
const video = (overrides = {}) => ({
  type: 'video/mp4',
  name: 'clip.mp4',
  size: 1000,
  duration: 60,
  ...overrides,
});

describe.each(['post', 'push'] as const)('%s media file rules (spec 5)', (context) => {
  it.each([
    [31457280, []],
    [31457281, [`${context}_image_file_size_error`]],
  ])(`image of %d bytes -> %j (spec 5: ${context}_image_file_size_error over 31457280)`, (size, keys) => {
    expect(validateMediaFile(image({ size }), context)).toEqual(keys);
  });

  it.each([
    [5368709120, []],
    [5368709121, [`${context}_video_file_size_error`]],
  ])(`video of %d bytes -> %j (spec 5: ${context}_video_file_size_error over 5368709120)`, (size, keys) => {
    expect(validateMediaFile(video({ size }), context)).toEqual(keys);
  });

  it.each([
    [10800, []],
    [10801, [`${context}_video_duration_error`]],
    [null, []],
  ])(`video of %j s -> %j (spec 5: ${context}_video_duration_error over 10800)`, (duration, keys) => {
    expect(validateMediaFile(video({ duration }), context)).toEqual(keys);
  });

  it.each([
    { type: 'application/pdf', name: 'doc.pdf' },
    { type: 'audio/mpeg', name: 'song.mp3' },
    { type: 'text/plain', name: 'notes.txt' },
    { type: '', name: 'archive.zip' },
  ])(`neither image nor video %j -> ${context}_invalid_format_error (spec 5)`, (file) => {
    expect(validateMediaFile({ ...file, size: 10 }, context)).toEqual([`${context}_invalid_format_error`]);
  });

  it.each([
    { type: 'image/bmp', name: 'old.bmp' },
    { type: 'image/tiff', name: 'scan.tiff' },
    { type: 'image/svg+xml', name: 'logo.svg' },
  ])(`image in an unlisted format %j -> ${context}_invalid_image_format_error (spec 5)`, (file) => {
    expect(validateMediaFile({ ...file, size: 10 }, context)).toEqual([
      `${context}_invalid_image_format_error`,
    ]);
  });

  it.each([
    { type: 'video/webm', name: 'clip.webm' },
    { type: 'video/x-msvideo', name: 'clip.avi' },
  ])(`video in an unlisted format %j -> ${context}_invalid_video_format_error (spec 5)`, (file) => {
    expect(validateMediaFile({ ...file, size: 10 }, context)).toEqual([
      `${context}_invalid_video_format_error`,
    ]);
  });

  it.each([
    { type: 'image/jpeg', name: 'a.jpeg' },
    { type: 'image/jpeg', name: 'a.jpg' },
    { type: 'image/gif', name: 'a.gif' },
    { type: 'image/png', name: 'a.png' },
    { type: 'image/webp', name: 'a.webp' },
    { type: 'video/mp4', name: 'a.mp4' },
    { type: 'video/quicktime', name: 'a.mov' },
    { type: 'video/x-m4v', name: 'a.m4v' },
  ])(`listed format %j is accepted for ${context} (spec 5)`, (file) => {
    expect(validateMediaFile({ ...file, size: 10, duration: 1 }, context)).toEqual([]);
  });

  it('reports every broken rule at once: format, size and duration (spec 5 "show all criteria")', () => {
    const keys = validateMediaFile(
      { type: 'video/webm', name: 'a.webm', size: VIDEO_MAX_BYTES + 1, duration: 10801 },
      context,
    );
    expect(keys).toEqual([
      `${context}_invalid_video_format_error`,
      `${context}_video_file_size_error`,
      `${context}_video_duration_error`,
    ]);
  });
});

describe('format lists differ between post and push (spec 5)', () => {
  it('heic is a post image format, not a push one (spec 5)', () => {
    const heic = { type: 'image/heic', name: 'a.heic', size: 10 };
    expect(validateMediaFile(heic, 'post')).toEqual([]);
    expect(validateMediaFile(heic, 'push')).toEqual(['push_invalid_image_format_error']);
  });

  it('video/x-m4v is the m4v type: listed for pushes as x-m4v and for posts as m4v (spec 5)', () => {
    expect(validateMediaFile({ type: 'video/x-m4v', size: 10 }, 'push')).toEqual([]);
    expect(validateMediaFile({ type: 'video/x-m4v', name: 'a.m4v', size: 10 }, 'post')).toEqual([]);
  });

  it('a file without a MIME type is judged by its extension (spec 5)', () => {
    expect(validateMediaFile({ type: '', name: 'IMG_1.HEIC', size: IMAGE_MAX_BYTES }, 'post')).toEqual([]);
    expect(validateMediaFile({ type: '', name: 'IMG_1.HEIC', size: 10 }, 'push')).toEqual([
      'push_invalid_format_error',
    ]);
  });
});

describe('a file must be listed by its type and by its extension (spec 5; stored XSS through uploads)', () => {
  it.each([
    [{ type: 'image/png', name: 'x.svg' }, 'post_invalid_image_format_error'],
    [{ type: 'image/svg+xml', name: 'x.png' }, 'post_invalid_image_format_error'],
    [{ type: 'image/jpeg', name: 'x.html' }, 'post_invalid_image_format_error'],
    [{ type: 'video/mp4', name: 'clip.exe' }, 'post_invalid_video_format_error'],
    [{ type: 'image/png', name: 'noextension' }, 'post_invalid_image_format_error'],
  ])('%j -> %s', (file, key) => {
    expect(validateMediaFile({ ...file, size: 10, duration: 1 }, 'post')).toEqual([key]);
  });
});

describe('isMediaFileCandidate', () => {
  it.each([
    [{ type: 'image/png', size: 1 }, true],
    [new File(['x'], 'a.png', { type: 'image/png' }), true],
    [{ id: 'm1', preview: null, type: 'image' }, false],
    [null, false],
    ['a.png', false],
  ])('%j -> %s', (value, expected) => {
    expect(isMediaFileCandidate(value)).toBe(expected);
  });
});
