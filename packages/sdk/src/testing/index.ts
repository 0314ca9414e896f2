/**
 * `@mym/sdk/testing`: one fake of the creators API for unit tests (at the `fetch` boundary) and records as the
 * API answers them.
 */
export * from './fake-api';
export * from './samples';
export * from './tus-uploads';
