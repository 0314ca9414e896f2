import type { CreatorAuth } from '@mym/sdk';
import type { ReactElement } from 'react';

/** The social providers of spec 1, as the SDK names them. */
export type FederatedProvider = Parameters<CreatorAuth['signInWithProvider']>[0];

/** Spec 1's order: Google, Facebook, Amazon, Apple. */
export const FEDERATED_PROVIDERS: readonly FederatedProvider[] = ['Google', 'Facebook', 'Amazon', 'Apple'];

// Simplified brand marks drawn inline (no request, no tracking); they sit beside the provider's written name.
const GOOGLE = (
  <>
    <path
      fill="#4285F4"
      d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z"
    />
    <path
      fill="#34A853"
      d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1a6 6 0 0 1-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z"
    />
    <path fill="#FBBC05" d="M6.4 14a6 6 0 0 1 0-3.9V7.5H3.1a10 10 0 0 0 0 9z" />
    <path
      fill="#EA4335"
      d="M12 5.9c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6A6 6 0 0 1 12 5.9z"
    />
  </>
);
const FACEBOOK = (
  <path
    fill="#1877F2"
    d="M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.4v7A10 10 0 0 0 22 12z"
  />
);
const AMAZON = (
  <>
    <path
      fill="currentColor"
      d="M13.9 8.4c-2.6.1-5.4.6-5.4 3.6 0 2 1.2 3 2.8 3 1.3 0 2.1-.5 2.8-1.3.4.6.5.9 1.2 1.5l1.3-1.2c-.5-.4-1-1.1-1-1.8V8.5c0-1.6.1-3-1-4C13.6 3.6 12.4 3 11 3 9.4 3 8 3.7 7.6 5.6l1.9.3c.2-.9.8-1.3 1.5-1.3.5 0 1 .2 1.3.6.4.5.3 1.2.3 1.8v.4zm0 2c0 .9 0 1.6-.4 2.3-.3.6-.9 1-1.5 1-.8 0-1.3-.7-1.3-1.6 0-1.9 1.7-2.2 3.2-2.2v.5z"
    />
    <path
      fill="#FF9900"
      d="M20 17.6c-2.2 1.6-5.3 2.4-8 2.4a14.6 14.6 0 0 1-9.8-3.7c-.2-.2 0-.5.2-.3a19.8 19.8 0 0 0 16.8 1c.5-.2.9.3.4.6zm1-1.1c-.3-.4-1.9-.2-2.6-.1-.2 0-.3-.2 0-.3 1.3-.9 3.4-.7 3.7-.3.2.3-.1 2.4-1.3 3.4-.2.2-.4.1-.3-.1.3-.7.8-2.2.5-2.6z"
    />
  </>
);
const APPLE = (
  <path
    fill="currentColor"
    d="M16.4 12.6c0-2.5 2-3.7 2.1-3.8a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.9a4.8 4.8 0 0 0-4.1 2.5c-1.8 3-.5 7.6 1.3 10.1.8 1.2 1.8 2.6 3.1 2.6 1.2-.1 1.7-.8 3.2-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.5a10 10 0 0 0 1.4-2.8 4.3 4.3 0 0 1-2.7-4.1zM14 5.3a4.3 4.3 0 0 0 1-3.1 4.4 4.4 0 0 0-2.9 1.5 4.1 4.1 0 0 0-1 3c1.1.1 2.2-.5 2.9-1.4z"
  />
);

const MARKS: Record<FederatedProvider, ReactElement> = {
  Google: GOOGLE,
  Facebook: FACEBOOK,
  Amazon: AMAZON,
  Apple: APPLE,
};

/** A provider's mark; decorative, since the button that holds it names the provider in words. */
export function ProviderIcon({ provider }: { provider: FederatedProvider }) {
  return (
    <svg
      className="mym-federated__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      {MARKS[provider]}
    </svg>
  );
}
