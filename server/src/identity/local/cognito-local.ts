/**
 * The parts of cognito-local the local identity builds on. It ships CommonJS without type declarations for its
 * internals, so they are loaded here once and typed as loosely as the gap targets need.
 */
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);
/** cognito-local's own dependencies resolve from its folder (pnpm keeps them out of ours). */
const loadBeside = createRequire(load.resolve('cognito-local/package.json'));

// biome-ignore lint/suspicious/noExplicitAny: cognito-local's internal services are untyped CommonJS.
type Loose = any;

export interface CognitoLocalServices {
  clock: { get(): Date };
  cognito: {
    getUserPoolForClientId(ctx: unknown, clientId: unknown): Promise<Loose>;
    getUserPool(ctx: unknown, userPoolId: string): Promise<Loose>;
  };
  messages: { deliver(...args: unknown[]): Promise<void> };
  otp(): string;
  config: Loose;
}

export type Route = (ctx: unknown, request: Loose) => Promise<unknown>;
export type Router = (target: string) => Route;
export type TargetHandler = (services: CognitoLocalServices, route: Router) => Route;

/** Error class cognito-local's server turns into a 400 with `__type: code`, as Cognito answers. */
export const CognitoError: new (code: string, message: string) => Error =
  load('cognito-local/lib/errors').CognitoError;

export const cognitoLocal = {
  loadConfig: load('cognito-local/lib/server/config').loadConfig,
  createServer: load('cognito-local/lib/server/server').createServer,
  Router: load('cognito-local/lib/server/Router').Router as (services: CognitoLocalServices) => Router,
  services: load('cognito-local/lib/services'),
  CognitoServiceFactoryImpl: load('cognito-local/lib/services/cognitoService').CognitoServiceFactoryImpl,
  CryptoService: load('cognito-local/lib/services/crypto').CryptoService,
  StormDBDataStoreFactory: load('cognito-local/lib/services/dataStore/stormDb').StormDBDataStoreFactory,
  ConsoleMessageSender: load('cognito-local/lib/services/messageDelivery/consoleMessageSender')
    .ConsoleMessageSender,
  MessageDeliveryService: load('cognito-local/lib/services/messageDelivery/messageDelivery')
    .MessageDeliveryService,
  otp: load('cognito-local/lib/services/otp').otp,
  JwtTokenGenerator: load('cognito-local/lib/services/tokenGenerator').JwtTokenGenerator,
  UserPoolServiceFactoryImpl: load('cognito-local/lib/services/userPoolService').UserPoolServiceFactoryImpl,
  AWS: loadBeside('aws-sdk'),
  jsonwebtoken: loadBeside('jsonwebtoken') as { sign(payload: object, key: string, options: object): string },
  privateKey: load('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string },
  pino: loadBeside('pino'),
};
