/**
 * The framework a screen runs on, each in a chunk of its own: React (with react-dom and its scheduler), i18next
 * (with react-i18next) and react-hook-form. A browser keeps them across releases of the product's own code, and
 * the bench tells the product's own bytes (what a screen's budget counts) from the framework's by these names.
 */
export const FRAMEWORK_CHUNKS = [
  { name: 'framework-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'framework-i18next', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'framework-forms', test: /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/ },
] as const;

/** Whether a built script (its URL or file name) is one of the framework's chunks. */
export function isFrameworkScript(url: string): boolean {
  return /(^|\/)framework-(react|i18next|forms)\.[\w-]+\.js$/.test(url);
}
