/** Loads (once) and configures the aws-amplify wrapper; every auth module takes one. */
export type AmplifyLoader = () => Promise<typeof import('./amplify-auth')>;
