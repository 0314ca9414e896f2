/** Loads (once) and configures the aws-amplify wrapper; every auth module takes one. */
export type AmplifyLoader = () => Promise<typeof import('./amplify-auth')>;

/**
 * Loads (once) and configures only what reads the session (its tokens): the whole wrapper when it is
 * already loaded, `amplify-session` alone otherwise.
 */
export type IdentityReaderLoader = () => Promise<typeof import('./amplify-session')>;
