/**
 * The calls that build the contract's structs (superstruct's constructors and the contract's own bounded
 * scalars), for the bundlers of the site and the partner bundle: they have no side effect, so a struct a page
 * never checks is left out of its scripts. A bundler cannot tell that by itself, and kept every struct of a
 * contract file a page imports one name from (the creator's resource pulled in the fans', messages' and sales'
 * wire shapes on every screen).
 */
export const CONTRACT_PURE_CALLS = [
  'object',
  'array',
  'string',
  'number',
  'integer',
  'boolean',
  'enums',
  'literal',
  'nullable',
  'optional',
  'union',
  'refine',
  'size',
  'pattern',
  'min',
  'max',
  'record',
  'partial',
  'type',
  'defaulted',
  'boundedText',
  'boundedPattern',
];
