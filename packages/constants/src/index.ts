/**
 * `@mym/constants`: every constant of spec 9 and the one money and duration formatting, shared by the design
 * system (which may not import the SDK) and the SDK, which re-exports them. Pure values and functions only.
 */
export * from './money';
export * from './spec';
