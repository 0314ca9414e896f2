export { type AppDependencies, buildApp } from './app';
export { readServerConfig, type ServerConfig } from './config';
export { openDatabase } from './db/database';
export { type LocalIdentity, startLocalIdentity } from './identity/local/start';
export { createAccessTokenVerifier, TokenRejectedError } from './identity/verify-token';
