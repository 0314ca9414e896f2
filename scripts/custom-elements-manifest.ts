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
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import ts from 'typescript';

const ELEMENTS = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'elements');
const SOURCE = join(ELEMENTS, 'src');
const HOST = join(SOURCE, 'custom-elements');
const TOKENS = resolve(ELEMENTS, '..', 'ui', 'src', 'tokens.css');
export const MANIFEST_PATH = join(ELEMENTS, 'custom-elements.json');
/** The one script partners include: every tag is defined from it (DESIGN "Custom elements"). */
const MODULE = 'dist/mym-elements.js';

/** `part="root"` is the host's own box (element-host.tsx), the same in every element. */
const ROOT_PART = { name: 'root', description: "The element's outer box." };
const TOKEN_DESCRIPTION = 'Design token of the dark theme (tokens.css); set it on the element to theme it.';
const DEFINE_CALLS = new Set(['defineFeatureElement', 'defineIdentityElement']);

interface Described {
  name: string;
  description: string;
}
interface Attribute extends Described {
  type: { text: string };
}
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

const parse = (path: string) =>
  ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const className = (tag: string) =>
  tag.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text and tags of the last doc comment before `node`. */
function docOf(node: ts.Node): { text: string; tags: { tag: string; name: string; description: string }[] } {
  const source = node.getSourceFile().text;
  const ranges = ts.getLeadingCommentRanges(source, node.getFullStart()) ?? [];
  const raw = ranges
    .map((range) => source.slice(range.pos, range.end))
    .filter((comment) => comment.startsWith('/**'))
    .at(-1);
  if (!raw) return { text: '', tags: [] };
  const body = raw
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n');
  const [text = '', ...tagged] = body.split(/\n(?=@)|^(?=@)/);
  const tags = tagged.map((block) => {
    const match = /^@(\w+)\s+([\w-]+)\s*(?:-\s*)?([\s\S]*)$/.exec(block.trim());
    if (!match) throw new Error(`Unreadable doc tag "${block.trim()}"`);
    return { tag: match[1] as string, name: match[2] as string, description: oneLine(match[3] as string) };
  });
  return { text: oneLine(text), tags };
}

/** Every property declared in a file's types (interfaces, type aliases, type literals) with its doc comment. */
function propertyDocs(file: ts.SourceFile): Map<string, { description: string; type: string }> {
  const docs = new Map<string, { description: string; type: string }>();
  walk(file, (node) => {
    if (!ts.isPropertySignature(node) || !node.name || !ts.isIdentifier(node.name)) return;
    const description = docOf(node).text;
    // A component's own props may reuse a name; the documented declaration is the attribute's.
    if (description || !docs.has(node.name.text))
      docs.set(node.name.text, { description, type: node.type?.getText() ?? 'string' });
  });
  return docs;
}

/** The loader's table: each tag with its definition file. */
function registeredTags(): { tag: string; file: string }[] {
  const loader = readFileSync(join(HOST, 'loader.ts'), 'utf8');
  return [...loader.matchAll(/'(mym-[a-z-]+)': \(\) => import\('\.\/definitions\/([a-z-]+)'\)/g)].map(
    (match) => ({
      tag: match[1] as string,
      file: join(HOST, 'definitions', `${match[2]}.tsx`),
    }),
  );
}

/** The typed event map: each event's `detail` type and its words (the element it names is checked). */
function eventMap(): Map<string, { elements: string[]; description: string; type: string }> {
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

/** The source files an element's code reaches, statically or lazily (packages and assets left out). */
function filesReached(definition: string): string[] {
  const result = buildSync({
    entryPoints: [definition],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    logLevel: 'silent',
    packages: 'external',
    external: ['*.css', '*.css?inline', '*.json'],
  });
  return Object.keys(result.metafile?.inputs ?? {}).map((input) => resolve(input));
}

/** The parts the element's code names. */
function partsInCode(definition: string): string[] {
  const parts = new Set<string>();
  for (const file of filesReached(definition)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/\bpart="([a-z-]+)"/g))
      parts.add(match[1] as string);
  }
  return [...parts];
}

const TOKEN_NAMES = () => {
  const css = readFileSync(TOKENS, 'utf8');
  return [
    ...new Set([...css.matchAll(/^\s*(--mym-[a-z0-9-]+):/gm)].map((match) => match[1] as string)),
  ].sort();
};

interface DefineCall {
  tag: string;
  statement: ts.Statement;
  /** Own attributes, camelCase. */
  attributes: string[];
  /** Whether it takes the connection attributes of `element-host.tsx`. */
  connected: boolean;
}

const stringsOf = (node: ts.Expression | undefined) =>
  node && ts.isArrayLiteralExpression(node)
    ? node.elements.filter(ts.isStringLiteral).map((element) => element.text)
    : [];

function propertyOf(object: ts.Expression | undefined, name: string): ts.Expression | undefined {
  if (!object || !ts.isObjectLiteralExpression(object)) return undefined;
  const found = object.properties.find(
    (property) => ts.isPropertyAssignment(property) && property.name.getText() === name,
  );
  return found && ts.isPropertyAssignment(found) ? found.initializer : undefined;
}

/** The define call of a definition file: `defineFeatureElement(tag, ...)`, or `customElements.define(tag, r2wc(...))`. */
function defineCall(file: ts.SourceFile): DefineCall {
  const calls: DefineCall[] = [];
  walk(file, (node) => {
    if (!ts.isCallExpression(node) || !node.arguments[0] || !ts.isStringLiteral(node.arguments[0])) return;
    const tag = node.arguments[0].text;
    let statement: ts.Node = node;
    while (!ts.isSourceFile(statement.parent)) statement = statement.parent;
    const callee = node.expression.getText();
    if (DEFINE_CALLS.has(callee)) {
      const attributes = stringsOf(propertyOf(node.arguments[2], 'attributes'));
      calls.push({ tag, statement: statement as ts.Statement, attributes, connected: true });
    } else if (callee === 'customElements.define') {
      const wrapped = node.arguments[1];
      const options = wrapped && ts.isCallExpression(wrapped) ? wrapped.arguments[1] : undefined;
      const props = propertyOf(options, 'props');
      const attributes =
        props && ts.isObjectLiteralExpression(props)
          ? props.properties.map((prop) => prop.name?.getText() ?? '')
          : [];
      calls.push({ tag, statement: statement as ts.Statement, attributes, connected: false });
    }
  });
  if (calls.length !== 1) throw new Error(`${file.fileName} must define exactly one element`);
  return calls[0] as DefineCall;
}

/** The attributes every feature element takes to reach the API and the identity, in their interface's order. */
function connectionAttributes(): Attribute[] {
  const file = parse(join(HOST, 'element-host.tsx'));
  const names: string[] = [];
  walk(file, (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'ConnectionAttributes')
      for (const member of node.members) if (member.name) names.push(member.name.getText());
  });
  return describedAttributes(names, propertyDocs(file), 'ConnectionAttributes (element-host.tsx)');
}

function describedAttributes(
  names: readonly string[],
  docs: Map<string, { description: string; type: string }>,
  where: string,
): Attribute[] {
  return names.map((name) => {
    const doc = docs.get(name);
    if (!doc?.description) throw new Error(`${where}: attribute ${name} has no doc comment`);
    return { name: kebab(name), type: { text: doc.type }, description: doc.description };
  });
}

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
