/**
 * `packages/elements/custom-elements.json` (Custom Elements Manifest 2.1), generated from the element definitions
 * so that the file partners and their tools read cannot drift from what the elements do:
 *   - the tags and their definition files: the loader's table (`custom-elements/loader.ts`), in its order;
 *   - attributes: the connection attributes every feature element takes (`ConnectionAttributes` in
 *     `element-host.tsx`) and the element's own (`attributes: [...]` of its definition, or the props given to
 *     r2wc), each described by the doc comment of its property in the definition's types;
 *   - events: the names of the typed event map (`event-map.ts`) the definition sends, with their doc and type;
 *   - parts: every `part="..."` in the code the element reaches, described by the definition's `@csspart` tags;
 *   - data states: the definition's `@dataState` tags; CSS properties: the design tokens of `tokens.css`.
 * A part, attribute or event without its words stops the build. Run by the elements build (`pnpm build`);
 * `manifest.test.ts` fails when the committed file differs from what this makes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import {
  type Attribute,
  connectionAttributes,
  defineCall,
  describedAttributes,
  registeredTags,
} from './custom-elements-manifest/definitions';
import { eventMap } from './custom-elements-manifest/events';
import { partsInCode, ROOT_PART } from './custom-elements-manifest/parts';
import {
  type Described,
  docOf,
  ELEMENTS,
  parse,
  propertyDocs,
  walk,
} from './custom-elements-manifest/source-reading';

const TOKENS = resolve(ELEMENTS, '..', 'ui', 'src', 'tokens.css');
export const MANIFEST_PATH = join(ELEMENTS, 'custom-elements.json');
/** The one script partners include: every tag is defined from it (DESIGN "Custom elements"). */
const MODULE = 'dist/mym-elements.js';

const TOKEN_DESCRIPTION = 'Design token of the dark theme (tokens.css); set it on the element to theme it.';

interface Declaration {
  kind: 'class';
  customElement: true;
  tagName: string;
  name: string;
  description: string;
  attributes: Attribute[];
  events: (Described & { type: { text: string } })[];
  cssParts: Described[];
  cssProperties: Described[];
  dataStates: Described[];
}

const className = (tag: string) =>
  tag.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());

const TOKEN_NAMES = () => {
  const css = readFileSync(TOKENS, 'utf8');
  return [
    ...new Set([...css.matchAll(/^\s*(--mym-[a-z0-9-]+):/gm)].map((match) => match[1] as string)),
  ].sort();
};

function declarationOf(
  tag: string,
  path: string,
  events: ReturnType<typeof eventMap>,
  tokens: Described[],
): Declaration {
  const file = parse(path);
  const call = defineCall(file);
  if (call.tag !== tag) throw new Error(`${path} defines ${call.tag}, the loader expects ${tag}`);
  const doc = docOf(call.statement);
  if (!doc.text) throw new Error(`${path}: the define call needs a doc comment saying what ${tag} is`);

  const connection = call.connected ? connectionAttributes() : [];
  const attributes = [...connection, ...describedAttributes(call.attributes, propertyDocs(file), path)];

  const sent = new Set<string>();
  walk(file, (node) => {
    if (ts.isStringLiteral(node) && events.has(node.text)) sent.add(node.text);
  });
  const elementEvents = [...events]
    .filter(([name]) => sent.has(name))
    .map(([name, event]) => ({ name, type: { text: event.type }, description: event.description }));

  const partDocs = new Map(doc.tags.filter((t) => t.tag === 'csspart').map((t) => [t.name, t.description]));
  const parts = partsInCode(path);
  for (const name of partDocs.keys())
    if (!parts.includes(name)) throw new Error(`${path}: @csspart ${name} is in no code the element shows`);
  const undescribed = parts.filter((name) => name !== ROOT_PART.name && !partDocs.has(name));
  if (undescribed.length > 0)
    throw new Error(
      `${path}: ${undescribed.map((name) => `part="${name}"`).join(', ')} need a @csspart <name> - <what it is>`,
    );
  // In the order the definition describes them, after the host's own box.
  const cssParts = [
    ...(parts.includes(ROOT_PART.name) ? [ROOT_PART] : []),
    ...[...partDocs].map(([name, description]) => ({ name, description })),
  ];

  const dataStates = doc.tags
    .filter((t) => t.tag === 'dataState')
    .map((t) => ({ name: t.name, description: t.description }));

  return {
    kind: 'class',
    customElement: true,
    tagName: tag,
    name: className(tag),
    description: doc.text,
    attributes,
    events: elementEvents,
    cssParts,
    cssProperties: tokens,
    dataStates,
  };
}

/** The manifest, from the definitions as they are now. */
export function customElementsManifest() {
  const events = eventMap();
  const tokens = TOKEN_NAMES().map((name) => ({ name, description: TOKEN_DESCRIPTION }));
  const problems: string[] = [];
  const declarations = registeredTags().flatMap(({ tag, file }) => {
    try {
      return [declarationOf(tag, file, events, tokens)];
    } catch (error) {
      problems.push((error as Error).message);
      return [];
    }
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  // The event map's words and the definitions agree on who sends what.
  for (const [name, event] of events) {
    const senders = declarations.filter((d) => d.events.some((e) => e.name === name)).map((d) => d.tagName);
    if (senders.sort().join() !== [...event.elements].sort().join())
      throw new Error(
        `event-map.ts: ${name} names ${event.elements.join(', ')}; sent by ${senders.join(', ')}`,
      );
  }
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MODULE,
        declarations,
        exports: declarations.map((declaration) => ({
          kind: 'custom-element-definition',
          name: declaration.tagName,
          declaration: { name: declaration.name, module: MODULE },
        })),
      },
    ],
  };
}

/** The file's text: two-space JSON, as the formatter leaves it. */
export const manifestText = () => `${JSON.stringify(customElementsManifest(), null, 2)}\n`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(MANIFEST_PATH, manifestText());
}
