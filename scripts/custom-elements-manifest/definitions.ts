/** The element definitions: the loader's table of tags, each definition's define call and its attributes. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { type Described, HOST, parse, propertyDocs, walk } from './source-reading';

const DEFINE_CALLS = new Set(['defineFeatureElement', 'defineIdentityElement']);

export interface Attribute extends Described {
  type: { text: string };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The loader's table: each tag with its definition file. */
export function registeredTags(): { tag: string; file: string }[] {
  const loader = readFileSync(join(HOST, 'loader.ts'), 'utf8');
  return [...loader.matchAll(/'(mym-[a-z-]+)': \(\) => import\('\.\/definitions\/([a-z-]+)'\)/g)].map(
    (match) => ({
      tag: match[1] as string,
      file: join(HOST, 'definitions', `${match[2]}.tsx`),
    }),
  );
}

export interface DefineCall {
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
export function defineCall(file: ts.SourceFile): DefineCall {
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
export function connectionAttributes(): Attribute[] {
  const file = parse(join(HOST, 'element-host.tsx'));
  const names: string[] = [];
  walk(file, (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'ConnectionAttributes')
      for (const member of node.members) if (member.name) names.push(member.name.getText());
  });
  return describedAttributes(names, propertyDocs(file), 'ConnectionAttributes (element-host.tsx)');
}

export function describedAttributes(
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
