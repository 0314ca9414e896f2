/** `/pushes` + `a/b` -> `/pushes/a%2Fb`: an id is one path segment whatever characters it holds. */
export function resourcePath(collection: string, id: string | number, ...rest: string[]): string {
  return [collection, encodeURIComponent(String(id)), ...rest].join('/');
}
