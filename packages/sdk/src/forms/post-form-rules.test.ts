import { describe, expect, it } from 'vitest';
import { type PostForm, postFormDefaults } from './post-form';
import { validatePostForm } from './post-form-rules';

const now = new Date(2025, 5, 15, 14, 30);
const validForm = (overrides: Partial<Record<keyof PostForm, unknown>> = {}) => ({
  ...postFormDefaults(now),
  media: { id: 'media-1', preview: 'https://cdn.example/p.jpg', type: 'image' },
  caption: 'Hello',
  ...overrides,
});

describe('validatePostForm (spec 5 "Post form")', () => {
  it('a complete form gives no errors', () => {
    expect(validatePostForm(validForm(), now)).toEqual({});
  });

  it.each([null, undefined, '', 'media-1'])(
    'media %j -> mandatory_field_is_empty_error (spec 5)',
    (media) => {
      expect(validatePostForm(validForm({ media }), now)).toEqual({
        media: ['mandatory_field_is_empty_error'],
      });
    },
  );

  it.each([
    [1500, {}],
    [1501, { caption: ['post_caption_input_limit_error'] }],
  ])(
    'post caption of %d chars -> %j (spec 5: post_caption_input_limit_error over 1500)',
    (length, errors) => {
      expect(validatePostForm(validForm({ caption: 'x'.repeat(length) }), now)).toEqual(errors);
    },
  );

  it('post caption over 1500 chars counts emoji as one character each (spec 5)', () => {
    expect(validatePostForm(validForm({ caption: '😀'.repeat(1500) }), now)).toEqual({});
  });

  it('an empty post caption is allowed: only the push caption is required (spec 5)', () => {
    expect(validatePostForm(validForm({ caption: '' }), now)).toEqual({});
  });

  it.each([
    [new Date(2025, 5, 15, 13, 0), { scheduledAt: ['content_upload_error_date'] }],
    [new Date(2025, 5, 15, 14, 0), {}],
    [new Date(2025, 5, 16, 8, 0), {}],
  ])(
    'scheduledAt %s on a scheduled post -> %j (spec 5: today at a past hour -> content_upload_error_date)',
    (scheduledAt, errors) => {
      expect(validatePostForm(validForm({ isScheduled: true, scheduledAt }), now)).toEqual(errors);
    },
  );

  it('scheduledAt is not checked when the post is not scheduled (spec 5)', () => {
    const form = validForm({ isScheduled: false, scheduledAt: new Date(2025, 5, 15, 8, 0) });
    expect(validatePostForm(form, now)).toEqual({});
  });

  it('a scheduled create payload with an ISO date runs the same rule (spec 5, server side)', () => {
    const payload = {
      ...validForm(),
      scheduledAt: new Date(2025, 5, 15, 9, 0).toISOString(),
      isScheduled: true,
    };
    expect(validatePostForm(payload, now)).toEqual({ scheduledAt: ['content_upload_error_date'] });
  });

  it('a local file as media runs the post file rules (spec 5)', () => {
    const media = { type: 'image/png', name: 'big.png', size: 31457281 };
    expect(validatePostForm(validForm({ media }), now)).toEqual({ media: ['post_image_file_size_error'] });
  });

  it.each([
    ['isPrivate', 'yes'],
    ['isScheduled', 1],
    ['thirdPartyConsent', null],
    ['playlists', 'p1'],
    ['playlists', [1]],
    ['caption', 42],
  ] as const)('wrongly typed %s %j -> mandatory_field_is_empty_error (spec 5 "Generic")', (field, value) => {
    expect(validatePostForm(validForm({ [field]: value }), now)).toEqual({
      [field]: ['mandatory_field_is_empty_error'],
    });
  });

  it('shows every criterion at once (spec 5 "Generic")', () => {
    const form = { caption: 'x'.repeat(1501), isScheduled: true, scheduledAt: new Date(2025, 5, 15, 1, 0) };
    expect(validatePostForm(form, now)).toEqual({
      media: ['mandatory_field_is_empty_error'],
      caption: ['post_caption_input_limit_error'],
      scheduledAt: ['content_upload_error_date'],
    });
  });
});
