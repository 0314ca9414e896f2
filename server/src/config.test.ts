import { describe, expect, it } from 'vitest';
import { productionConfigProblems, readServerConfig } from './config';

const production = {
  NODE_ENV: 'production',
  IDENTITY_ISSUER: 'https://cognito-idp.eu-west-3.amazonaws.com/eu-west-3_abc',
  IDENTITY_CLIENT_IDS: 'client',
  CORS_ORIGINS: 'https://creators.example.com',
  MEDIA_URL_SECRET: 'a-media-link-secret-shared-by-every-instance',
  CALENDAR_CREDENTIALS_KEY: 'a-key-that-seals-calendar-credentials-only',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
};

describe('production refuses to start without its safeguards', () => {
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

  it.each([
    ['MEDIA_URL_SECRET', 'short-secret'],
    ['CALENDAR_CREDENTIALS_KEY', 'x'.repeat(31)],
    ['CALENDAR_CREDENTIALS_PREVIOUS_KEY', 'previous'],
  ])('%s shorter than 32 bytes stops the API at start, naming it', (name, value) => {
    expect(() => readServerConfig({ ...production, [name]: value })).toThrow(
      `${name} must be at least 32 bytes long`,
    );
  });

  it('calendar credentials have their own key: production does not start without CALENDAR_CREDENTIALS_KEY', () => {
    expect(() => readServerConfig({ ...production, CALENDAR_CREDENTIALS_KEY: undefined })).toThrow(
      'CALENDAR_CREDENTIALS_KEY must be set',
    );
  });

  it('development keeps its loopback defaults', () => {
    const config = readServerConfig({
      IDENTITY_ISSUER: 'http://127.0.0.1:9229/local_x',
      IDENTITY_CLIENT_IDS: 'c',
    });
    expect(config.corsOrigins).toContain('http://localhost:4321');
  });
});
