/** Reading the elements' TypeScript sources: files, doc comments and the properties' words. */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ELEMENTS = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'elements');
export const SOURCE = join(ELEMENTS, 'src');
export const HOST = join(SOURCE, 'custom-elements');

export interface Described {
  name: string;
  description: string;
}

export const parse = (path: string) =>
  ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

export function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text and tags of the last doc comment before `node`. */
export function docOf(node: ts.Node): {
  text: string;
  tags: { tag: string; name: string; description: string }[];
} {
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
export function propertyDocs(file: ts.SourceFile): Map<string, { description: string; type: string }> {
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
