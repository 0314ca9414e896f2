import { describe, expect, it } from 'vitest';
import { textRuns } from './message-text';

describe('message text', () => {
  it('a message is plain text with its links made clickable (messages: nothing rendered as HTML)', () => {
    expect(textRuns('voir https://example.com/a?b=1 <b>ok</b>')).toEqual([
      { kind: 'text', text: 'voir ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' <b>ok</b>' },
    ]);
  });

  it('only written http(s) addresses are links: no bare domain, no other scheme', () => {
    expect(textRuns('example.org')).toEqual([{ kind: 'text', text: 'example.org' }]);
    expect(textRuns('javascript:alert(1) mailto:a@b.c').every((run) => run.kind === 'text')).toBe(true);
  });
});
