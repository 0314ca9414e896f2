import { describe, expect, it } from 'vitest';
import { changedFields } from './changes';

describe('changed fields of a PATCH (spec 7 "changed params")', () => {
  it('keeps only the fields whose value differs, comparing nested values by content', () => {
    const before = {
      caption: 'a',
      price: { value: 500, currency: 'EUR' },
      medias: [{ id: 'm1' }],
      mod: false,
    };
    const after = {
      caption: 'b',
      price: { value: 500, currency: 'EUR' },
      medias: [{ id: 'm2' }],
      mod: false,
    };
    expect(changedFields(before, after)).toEqual({ caption: 'b', medias: [{ id: 'm2' }] });
  });

  it('sends a field set to null (a removed discount) but not one left undefined', () => {
    const before: { discount: { d: number } | null; caption?: string } = { discount: { d: 1 }, caption: 'a' };
    expect(changedFields(before, { discount: null, caption: undefined })).toEqual({ discount: null });
  });

  it('an unchanged form gives an empty PATCH', () => {
    expect(changedFields({ a: [1, 2] }, { a: [1, 2] })).toEqual({});
  });

  it('arrays of different length or order differ', () => {
    expect(changedFields({ a: [1, 2] }, { a: [2, 1] })).toEqual({ a: [2, 1] });
    expect(changedFields({ a: [1] }, { a: [1, 1] })).toEqual({ a: [1, 1] });
  });
});
