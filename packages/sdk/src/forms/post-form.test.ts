import { describe, expect, it } from 'vitest';
import { postFormDefaults, postFormToPayload, postRecordToForm } from './post-form';

const now = new Date('2025-06-15T12:00:00.000Z');
const record = {
  id: 'p1',
  media: { id: 'm1', preview: null, type: 'image' },
  caption: 'Hello',
  isPrivate: false,
  scheduledAt: '2025-06-20T18:00:00.000Z',
  playlists: ['pl1'],
  thirdPartyConsent: true,
  createdAt: '2025-06-01T10:00:00.000Z',
};

describe('post form defaults and mapping (spec 3 "Post form", spec 4)', () => {
  it('the form resets to private, not scheduled, scheduled now, no consent (spec 3)', () => {
    expect(postFormDefaults(now)).toEqual({
      media: null,
      caption: '',
      isPrivate: true,
      isScheduled: false,
      scheduledAt: now,
      playlists: [],
      thirdPartyConsent: false,
    });
  });

  it('a post with a scheduled date loads as a scheduled post (spec 4)', () => {
    const form = postRecordToForm(record, now);
    expect([form.isScheduled, form.scheduledAt.toISOString()]).toEqual([true, record.scheduledAt]);
  });

  it('round-trips a stored post through the form (spec 3)', () => {
    const { id: _id, createdAt: _createdAt, ...payload } = record;
    expect(postFormToPayload(postRecordToForm(record, now))).toEqual({ ...payload, media: { id: 'm1' } });
  });

  it('an unscheduled form sends no date (spec 3)', () => {
    const form = { ...postRecordToForm(record, now), isScheduled: false };
    expect(postFormToPayload(form).scheduledAt).toBeNull();
  });

  it('refuses a form without a stored media', () => {
    expect(() => postFormToPayload(postFormDefaults(now))).toThrow(TypeError);
  });
});
