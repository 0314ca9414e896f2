import commonStyles from '../../common/common.css?inline';
import { LanguageSwitcher } from '../../shell/LanguageSwitcher';
import shellStyles from '../../shell/shell.css?inline';
import { defineIdentityElement } from '../identity-element';

/**
 * French or English for every element of the page (spec 4).
 */
defineIdentityElement('mym-language-switcher', () => <LanguageSwitcher />, {
  styles: [commonStyles, shellStyles],
  catalogues: ['shell'],
});
