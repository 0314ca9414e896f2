/** Vite's `?inline` CSS imports (and the tsup plugin that mirrors them) give the stylesheet's text. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
