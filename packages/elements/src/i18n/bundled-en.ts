import account from '../account/locales/en.json';
import auth from '../auth/locales/en.json';
import booking from '../booking/locales/en.json';
import calendar from '../calendar/locales/en.json';
import catalogBookings from '../catalog/bookings/locales/en.json';
import catalogConsultations from '../catalog/consultations/locales/en.json';
import catalog from '../catalog/locales/en.json';
import cloud from '../cloud/locales/en.json';
import uploads from '../common/uploads/locales/en.json';
import incomes from '../incomes/locales/en.json';
import live from '../live/locales/en.json';
import messages from '../messages/locales/en.json';
import notifications from '../notifications/locales/en.json';
import playlists from '../playlists/locales/en.json';
import post from '../post/locales/en.json';
import profile from '../profile/locales/en.json';
import push from '../push/locales/en.json';
import security from '../security/locales/en.json';
import shell from '../shell/locales/en.json';
import terms from '../terms/locales/en.json';
import tools from '../tools/locales/en.json';
import shared from './locales/en.json';

/**
 * English, merged from every feature folder. Browsers import it lazily, only when the content host cannot be
 * reached, so the French screens never carry it.
 */
export const ENGLISH_TRANSLATIONS: Readonly<Record<string, string>> = {
  ...shared,
  ...account,
  ...auth,
  ...booking,
  ...calendar,
  ...catalogBookings,
  ...catalogConsultations,
  ...catalog,
  ...cloud,
  ...incomes,
  ...live,
  ...messages,
  ...notifications,
  ...playlists,
  ...post,
  ...profile,
  ...push,
  ...security,
  ...shell,
  ...terms,
  ...tools,
  ...uploads,
};
