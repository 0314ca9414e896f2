/**
 * Defines every custom element at once, for apps that bundle the package (`@mym/elements/register`). Partner
 * pages load `mym-elements.js` instead, which loads each element's code when its tag first appears.
 */
import './custom-elements/definitions/login';
import './custom-elements/definitions/profile';
import './custom-elements/definitions/language-switcher';
import './custom-elements/definitions/push-composer';
import './custom-elements/definitions/push-list';
import './custom-elements/definitions/post-composer';
import './custom-elements/definitions/catalog';
import './custom-elements/definitions/booking';
import './custom-elements/definitions/collection-picker';
import './custom-elements/definitions/cloud';
import './custom-elements/definitions/messages';
import './custom-elements/definitions/incomes';
import './custom-elements/definitions/notifications';
import './custom-elements/definitions/calendar';
import './custom-elements/definitions/live-composer';
