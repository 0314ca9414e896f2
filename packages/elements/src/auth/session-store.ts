/**
 * The session store of spec 3 lives in the SDK, which moves it as part of its own calls; screens only read it
 * (`useStore($session)`).
 */
export { $session } from '@mym/sdk';
