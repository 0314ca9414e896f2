import { LanguageSwitcher } from '../../shell/LanguageSwitcher';
import { defineIdentityElement } from '../identity-element';

defineIdentityElement('mym-language-switcher', () => <LanguageSwitcher />);
