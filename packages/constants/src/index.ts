/**
 * `@mym/constants`: every constant of spec 9 the one money and duration formatting and the one reading of a media type, shared by the design
 * system (which may not import the SDK) and the SDK, which re-exports them. Pure values and functions only.
 */
export * from './media';
export * from './money';
export * from './spec';
