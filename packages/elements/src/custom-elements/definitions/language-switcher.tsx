import { LanguageSwitcher } from '../../shell/LanguageSwitcher';
import { defineFeatureElement } from '../define-element';

defineFeatureElement('mym-language-switcher', () => <LanguageSwitcher />);
