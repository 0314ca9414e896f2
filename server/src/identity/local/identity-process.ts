/**
 * The local identity: cognito-local's services and routes, plus the operations it lacks (gap-targets.ts), served
 * over HTTP for the API calls and over HTTPS for the hosted login. Run with the pool's data folder as cwd:
 * `node --import tsx identity-process.ts` with HOST, PORT and HOSTED_LOGIN_PORT.
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { join } from 'node:path';
import { localCertificate } from './certificate';
import { type CognitoLocalServices, cognitoLocal as cl, type Router } from './cognito-local';
import { confirmByLink } from './confirm-by-link';
import { GAP_TARGETS } from './gap-targets';
import { withTokenFamilies } from './token-families';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 9229);
const hostedLoginPort = Number(process.env.HOSTED_LOGIN_PORT ?? 9230);
const logger = cl.pino({ level: process.env.DEBUG ? 'debug' : 'warn' });
const ctx = { logger };

// The same composition as cognito-local's createDefaultServer, so its data layout stays `.cognito/db/<pool>.json`.
const config = await cl.loadConfig(ctx, new cl.StormDBDataStoreFactory('.cognito'));
const clock = new cl.services.DateClock();
const dataStoreFactory = new cl.StormDBDataStoreFactory('.cognito/db');
const cognito = await new cl.CognitoServiceFactoryImpl(
  '.cognito/db',
  dataStoreFactory,
  new cl.UserPoolServiceFactoryImpl(clock, dataStoreFactory),
).create(ctx, config.UserPoolDefaults);
const triggers = new cl.services.TriggersService(
  clock,
  cognito,
  new cl.services.LambdaService(config.TriggerFunctions, new cl.AWS.Lambda(config.LambdaClient)),
  new cl.CryptoService(config.KMSConfig),
);
const services: CognitoLocalServices & Record<string, unknown> = {
  clock,
  cognito,
  config,
  messages: new cl.services.MessagesService(
    triggers,
    new cl.MessageDeliveryService(new cl.ConsoleMessageSender()),
  ),
  otp: cl.otp,
  tokenGenerator: withTokenFamilies(new cl.JwtTokenGenerator(clock, triggers, config.TokenConfig)),
  triggers,
};

const cognitoRouter = cl.Router(services);
const router: Router = (target) => {
  const gap = GAP_TARGETS[target];
  return gap ? gap(services, cognitoRouter) : cognitoRouter(target);
};
const { application } = cl.createServer(router, logger, config.ServerConfig, services);
application.get('/confirmUser', confirmByLink(cognitoRouter, ctx));

const tls = await localCertificate(join(process.cwd(), 'tls'));
await Promise.all([
  new Promise<void>((resolve, reject) =>
    createHttpServer(application).listen(port, host, resolve).on('error', reject),
  ),
  new Promise<void>((resolve, reject) =>
    createHttpsServer(tls, application).listen(hostedLoginPort, host, resolve).on('error', reject),
  ),
]);
console.log(`local identity on http://${host}:${port}, hosted login on https://${host}:${hostedLoginPort}`);
