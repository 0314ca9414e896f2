import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../register';
import { MYM_EVENT_NAMES } from './event-map';
import { ELEMENT_TAGS } from './loader';

interface Declaration {
  tagName: string;
  attributes: { name: string }[];
  events: { name: string }[];
  cssParts: { name: string }[];
  cssProperties: { name: string }[];
}

const PACKAGE = resolve(import.meta.dirname, '..', '..');
const manifest = JSON.parse(readFileSync(resolve(PACKAGE, 'custom-elements.json'), 'utf8'));
const declarations: Declaration[] = manifest.modules.flatMap(
  (module: { declarations: Declaration[] }) => module.declarations,
);
const tokens = readFileSync(resolve(PACKAGE, '..', 'ui', 'src', 'tokens.css'), 'utf8');
/** Every tag `mym-elements.js` can load, which `register` must define and the manifest must list. */
const REGISTERED = ELEMENT_TAGS;

describe('custom-elements.json lists what partners can use (DESIGN "Custom elements")', () => {
  it('every registered tag is in the manifest, and nothing else', () => {
    for (const tag of REGISTERED) expect(customElements.get(tag), tag).toBeDefined();
    expect(declarations.map((declaration) => declaration.tagName).sort()).toEqual([...REGISTERED].sort());
  });

  it("each tag's observed attributes are listed, in kebab-case", () => {
    for (const declaration of declarations) {
      const element = customElements.get(declaration.tagName) as unknown as { observedAttributes?: string[] };
      const listed = declaration.attributes.map((attribute) => attribute.name).sort();
      expect(listed, declaration.tagName).toEqual([...(element.observedAttributes ?? [])].sort());
    }
  });

  it('every event of the typed event map is documented on the elements that send it, and only those', () => {
    const documented = new Set(
      declarations.flatMap((declaration) => declaration.events.map((event) => event.name)),
    );
    expect([...documented].sort()).toEqual([...MYM_EVENT_NAMES].sort());
  });

  it('every part has a name and every theming property is a design token', () => {
    for (const declaration of declarations) {
      expect(declaration.cssParts.map((part) => part.name)).toContain('root');
      for (const property of declaration.cssProperties) expect(tokens).toContain(`${property.name}:`);
    }
  });
});
