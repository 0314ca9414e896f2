import { inject } from 'vitest';

/** What the global setup started, handed to every test file through Vitest's `provide`/`inject`. */
export interface ContractStack {
  apiUrl: string;
  identity: {
    endpoint: string;
    userPoolId: string;
    userPoolClientId: string;
    /** The fans' app client: fans sign in through it (DESIGN "The fan side"). */
    fanClientId: string;
    issuer: string;
    demoCreatorSub: string;
  };
  demoCreator: { email: string; password: string };
  /** A second creator of the same pool, to prove that one creator never reaches another's resources. */
  otherCreator: { email: string; password: string };
  /** A third creator whose catalog fans book, so booking tests leave the other creators' calendars alone. */
  bookableCreator: { email: string; password: string };
  /** The secret the payment service signs its webhook events with, so tests can play that service. */
  paymentWebhookSecret: string;
  database: 'pglite' | 'postgres';
  /** Where the API keeps media: its disk, or a local S3-compatible server (`CONTRACT_MEDIA_STORE=s3`). */
  mediaStore: 'disk' | 's3';
}

declare module 'vitest' {
  export interface ProvidedContext {
    contractStack: ContractStack;
  }
}

export function contractStack(): ContractStack {
  return inject('contractStack');
}
