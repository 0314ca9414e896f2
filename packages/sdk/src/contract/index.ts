/**
 * `@mym/sdk/contract`: the wire shapes of spec 3 and 7 as superstruct structs, shared by the SDK and the server.
 * Free of aws-amplify and React. Structs say what a value holds; the spec 5 rules with their error keys live in
 * `@mym/sdk/rules`.
 */
export * from './availability';
export * from './booking';
export * from './calendar';
export * from './calendar-provider';
export * from './collection';
export * from './consultation';
export * from './creator';
export * from './device';
export * from './envelope';
export * from './events';
export * from './fan';
export * from './fan-booking';
export * from './form-choices';
export * from './income-lines';
export * from './incomes';
export * from './list-page';
export * from './live';
export * from './media';
export * from './message-limits';
export * from './messages';
export * from './notifications';
export * from './payouts';
export * from './playlist';
export * from './post';
export * from './public-booking';
export * from './push';
export * from './push-calendar';
export * from './referral';
export * from './sales';
export * from './scalars';
export * from './sign-up';
export * from './sold-items';
