/** The typed event map (`event-map.ts`): each event's detail type, its words and the elements said to send it. */
import { join } from 'node:path';
import ts from 'typescript';
import { capitalised, docOf, HOST, parse, walk } from './source-reading';

/** The typed event map: each event's `detail` type and its words (the element it names is checked). */
export function eventMap(): Map<string, { elements: string[]; description: string; type: string }> {
  const events = new Map<string, { elements: string[]; description: string; type: string }>();
  walk(parse(join(HOST, 'event-map.ts')), (node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'MymEventDetails') return;
    for (const member of node.members) {
      if (!ts.isPropertySignature(member) || !member.name || !ts.isStringLiteral(member.name)) continue;
      const doc = /^((?:`<mym-[a-z-]+>`(?:, )?)+): ([\s\S]*)$/.exec(docOf(member).text);
      if (!doc) throw new Error(`event-map.ts: ${member.name.text} must say which element sends it`);
      events.set(member.name.text, {
        elements: [...(doc[1] as string).matchAll(/<(mym-[a-z-]+)>/g)].map((match) => match[1] as string),
        description: capitalised(doc[2] as string),
        type: `CustomEvent<${member.type?.getText() ?? 'undefined'}>`,
      });
    }
  });
  return events;
}
