import type { PostForm } from '@mym/sdk';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { postStepStatus } from './PostTimeline';

describe('the post stepper tells the truth (spec 2 "Progression timeline")', () => {
  it('a media step skipped without a media is not done: it stays to do', () => {
    expect(postStepStatus('media', 0, 1, { errors: {}, hasMedia: false })).toBe('next_step');
  });

  it('the media step is done once the post has its media', () => {
    expect(postStepStatus('media', 0, 1, { errors: {}, hasMedia: true })).toBe('success');
  });

  it('the current step is in progress, later ones to do, a step with an error says so', () => {
    expect(postStepStatus('details', 1, 1, { errors: {}, hasMedia: false })).toBe('in_progress');
    expect(postStepStatus('schedule', 2, 1, { errors: {}, hasMedia: true })).toBe('next_step');
    expect(
      postStepStatus('media', 0, 2, {
        // A media error as the resolver reports it (the media is an object: its error is too).
        errors: { media: { message: 'mandatory_field_is_empty_error' } } as unknown as FieldErrors<PostForm>,
        hasMedia: false,
      }),
    ).toBe('error');
  });
});
