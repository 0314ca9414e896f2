import account from '../account/locales/fr.json';
import auth from '../auth/locales/fr.json';
import booking from '../booking/locales/fr.json';
import calendar from '../calendar/locales/fr.json';
import catalogBookings from '../catalog/bookings/locales/fr.json';
import catalogConsultations from '../catalog/consultations/locales/fr.json';
import catalog from '../catalog/locales/fr.json';
import cloud from '../cloud/locales/fr.json';
import uploads from '../common/uploads/locales/fr.json';
import incomes from '../incomes/locales/fr.json';
import live from '../live/locales/fr.json';
import messages from '../messages/locales/fr.json';
import notifications from '../notifications/locales/fr.json';
import playlists from '../playlists/locales/fr.json';
import post from '../post/locales/fr.json';
import profile from '../profile/locales/fr.json';
import push from '../push/locales/fr.json';
import security from '../security/locales/fr.json';
import shell from '../shell/locales/fr.json';
import terms from '../terms/locales/fr.json';
import tools from '../tools/locales/fr.json';
import shared from './locales/fr.json';

/** French, merged from every feature folder: bundled everywhere, because it is the fallback language (spec 4). */
export const FRENCH_TRANSLATIONS: Readonly<Record<string, string>> = {
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
