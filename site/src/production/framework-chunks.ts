/**
 * The framework a screen runs on, each in a chunk of its own: React (with react-dom and its scheduler), i18next
 * (with react-i18next), react-hook-form where a form is shown, and uPlot where a chart is drawn (the time-series
 * library DESIGN names, loaded only by the screen that draws one). A browser keeps them across releases of the
 * product's own code, and the bench tells the product's own bytes (what a screen's budget counts) from the
 * framework's by these names: a chart library is counted as react-hook-form is, by the screen that shows one.
 */
export const FRAMEWORK_CHUNKS = [
  { name: 'framework-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'framework-i18next', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'framework-forms', test: /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/ },
  { name: 'framework-chart', test: /[\\/]node_modules[\\/]uplot[\\/]/ },
] as const;

/** Whether a built script (its URL or file name) is one of the framework's chunks. */
export function isFrameworkScript(url: string): boolean {
  return /(^|\/)framework-(react|i18next|forms|chart)\.[\w-]+\.js$/.test(url);
}
