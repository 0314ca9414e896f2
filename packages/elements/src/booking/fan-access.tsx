import type { FanClient, FanIdentityConfig } from '@mym/sdk/fan';
import { createContext, useContext } from 'react';

/**
 * How a visitor pays a priced consultation in the widget: the identity service and the fan app's client to sign in
 * or sign up as a fan, and whether the API runs the local payment stand-in (development only: its test cards are
 * the only pay step the fan client has). Without an identity, a priced consultation cannot be booked here.
 */
export interface FanAccess {
  apiUrl: string;
  identity: FanIdentityConfig | undefined;
  paymentStandIn: boolean;
  /** A fan client to use instead of one built from the identity (tests, hosts sharing one). */
  client?: FanClient | undefined;
}

export const FanAccessContext = createContext<FanAccess>({
  apiUrl: '',
  identity: undefined,
  paymentStandIn: false,
});

export function useFanAccess(): FanAccess {
  return useContext(FanAccessContext);
}

/** The fan signed in inside the widget: kept across steps, so changing the time keeps the sign-in. */
export interface SignedInFan {
  client: FanClient;
  name: string;
  /** The email the fan signed in with: where the booking's notices go unless the fan says otherwise. */
  email: string;
}
