import { describe, expect, it } from 'vitest';
import { parsePostPath, postIdOf, postPageHref, postPath } from './post-routes';

const ID = '22222222-2222-4222-8222-222222222222';

describe('post routes (spec 2 "/post/*", "/posts/:id")', () => {
  it('the editor creates at /post and edits at /post/{id}', () => {
    expect(postPath({ screen: 'editor' })).toBe('/post');
    expect(postPath({ screen: 'editor' }, ID)).toBe(`/post/${ID}`);
    expect(parsePostPath('/post')).toEqual({ step: { screen: 'editor' } });
    expect(parsePostPath('/post/')).toEqual({ step: { screen: 'editor' } });
    expect(parsePostPath(`/post/${ID}`)).toEqual({ postId: ID, step: { screen: 'editor' } });
  });

  it('every step, the cloud, a collection and the confirmation go both ways, creating and editing', () => {
    const steps = [
      { screen: 'media' },
      { screen: 'details' },
      { screen: 'schedule' },
      { screen: 'recap' },
      { screen: 'cloud' },
      { screen: 'collection', collectionId: 'c-1' },
      { screen: 'confirmation' },
    ] as const;
    for (const step of steps) {
      expect(parsePostPath(postPath(step))).toEqual({ step });
      expect(parsePostPath(postPath(step, ID))).toEqual({ postId: ID, step });
    }
    expect(postPath({ screen: 'collection', collectionId: 'c-1' })).toBe('/post/cloud/collections/c-1');
  });

  it('anything else under /post is no screen', () => {
    expect(parsePostPath('/post/unknown/place')).toBeNull();
    expect(parsePostPath('/post/not-an-id!')).toBeNull();
    expect(parsePostPath(`/post/${ID}/nowhere`)).toBeNull();
    expect(parsePostPath('/posting')).toBeNull();
  });

  it('one post is /app/posts/{id}, and only an id names one', () => {
    expect(postPageHref(ID)).toBe(`/app/posts/${ID}`);
    expect(postIdOf(ID)).toBe(ID);
    expect(postIdOf('../etc')).toBeNull();
    expect(postIdOf(undefined)).toBeNull();
  });
});
