/** The constants of spec 9 live once, in `@mym/constants` (the design system reads them too); the SDK re-exports them. */
export * from '@mym/constants/spec';
