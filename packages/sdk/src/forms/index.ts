/**
 * `@mym/sdk/forms`: the form models of spec 3 (what a form holds, its defaults, the mapping to the payload and
 * from a stored record, the form-level rules of spec 5 and where a wire error shows). Free of aws-amplify and
 * React; the server never reads form state, it validates payloads with `@mym/sdk/rules`.
 */
export * from './availability-form';
export * from './booking-details';
export * from './consultation-form';
export * from './live-form';
export * from './post-form';
export { validatePostForm } from './post-form-rules';
export * from './push-form';
export { validatePushForm } from './push-form-rules';
