import { describe, expect, it } from 'vitest';
import { productionConfigProblems, readServerConfig } from './config';

const production = {
  NODE_ENV: 'production',
  IDENTITY_ISSUER: 'https://cognito-idp.eu-west-3.amazonaws.com/eu-west-3_abc',
  IDENTITY_CLIENT_IDS: 'client',
  CORS_ORIGINS: 'https://creators.example.com',
  MEDIA_URL_SECRET: 'shared-secret',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
};

describe('production refuses to start without its safeguards (issue 12 item 3)', () => {
  it('a complete production configuration starts', () => {
    expect(productionConfigProblems(production)).toEqual([]);
    expect(readServerConfig(production).corsOrigins).toEqual(['https://creators.example.com']);
  });

  it.each([
    ['no CORS allowlist', { CORS_ORIGINS: undefined }, 'CORS_ORIGINS'],
    ['no shared media link secret', { MEDIA_URL_SECRET: undefined }, 'MEDIA_URL_SECRET'],
    ['an http issuer', { IDENTITY_ISSUER: 'http://idp.example.com/pool' }, 'https'],
    [
      'the development identity',
      { IDENTITY_ISSUER: 'https://127.0.0.1:9229/local_x' },
      'development identity',
    ],
  ])('%s -> refused', (_what, change, problem) => {
    expect(() => readServerConfig({ ...production, ...change })).toThrow(problem);
  });

  it('development keeps its loopback defaults', () => {
    const config = readServerConfig({
      IDENTITY_ISSUER: 'http://127.0.0.1:9229/local_x',
      IDENTITY_CLIENT_IDS: 'c',
    });
    expect(config.corsOrigins).toContain('http://localhost:4321');
  });
});
