/** Minor-unit conversions and the one money and duration formatting live in `@mym/constants`; re-exported here. */
export * from '@mym/constants/money';
