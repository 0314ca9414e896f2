import { appHref } from './routes';

/** Where a signed-out creator goes (spec 2: sign-out goes to /login?logout=true). */
export function goToSignedOut() {
  window.location.assign(appHref('login', { logout: 'true' }));
}
