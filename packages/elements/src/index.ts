export { ChallengeStep, type ChallengeStepProps } from './auth/ChallengeStep';
export { LoginForm, type LoginFormProps } from './auth/LoginForm';
export { MfaCodeForm, type MfaCodeFormProps } from './auth/MfaCodeForm';
export { captureReferral } from './auth/referral-capture';
export { SignedOutCleanup } from './auth/SignedOutCleanup';
export { SignOutButton } from './auth/SignOutButton';
export { SignUpChoice, type SignUpChoiceProps } from './auth/SignUpChoice';
export { SignUpFlow, type SignUpFlowProps } from './auth/SignUpFlow';
export { INITIAL_SESSION, nextSession, type SessionEvent, type SessionState } from './auth/session-state';
export { $session, dispatchSession } from './auth/session-store';
export { signInErrorKey } from './auth/sign-in-error';
export { signUpErrorKey } from './auth/sign-up-error';
export { useSignInCompletion } from './auth/use-sign-in-completion';
export {
  CreatorProviders,
  type CreatorProvidersProps,
  createQueryClient,
  useCreatorClient,
} from './creator-client';
export {
  createI18n,
  detectBrowserLanguage,
  detectLanguage,
  type I18nSources,
  type Language,
  loadTranslations,
  switchLanguage,
  toLanguage,
} from './i18n/i18n';
export { $chosenLanguage, chooseLanguage } from './i18n/language-store';
export { localeCookie } from './i18n/languages';
export { type Translations, translationsFor, translationsUrl } from './i18n/translations';
export { Avatar } from './profile/Avatar';
export { ProfileEditForm, type ProfileEditFormProps } from './profile/ProfileEditForm';
export { ProfilePictureUpload } from './profile/ProfilePictureUpload';
export { CreatorProfile, ProfileView, type ProfileViewProps } from './profile/ProfileView';
export { useCreator } from './profile/use-creator';
export { useProfilePicture } from './profile/use-profile-picture';
export { FederatedSignInButtons, type FederatedSignInButtonsProps } from './security/FederatedSignInButtons';
export { MfaSettings } from './security/MfaSettings';
export { OAuthCallback, type OAuthCallbackProps } from './security/OAuthCallback';
export { PasswordRecoveryForm, type PasswordRecoveryFormProps } from './security/PasswordRecoveryForm';
export { PasswordResetForm, type PasswordResetFormProps } from './security/PasswordResetForm';
export { PasswordResetSuccess } from './security/PasswordResetSuccess';
export { PasswordStrength } from './security/PasswordStrength';
export { FEDERATED_PROVIDERS, type FederatedProvider } from './security/provider-icons';
export { RecoveryCodeForm, type RecoveryCodeFormProps } from './security/RecoveryCodeForm';
export { SecuritySettings, type SecuritySettingsProps } from './security/SecuritySettings';
export { SignOutEverywhere } from './security/SignOutEverywhere';
export { TotpQrCode } from './security/TotpQrCode';
export { AppNavigation, type AppNavigationProps } from './shell/AppNavigation';
export { APP_PATHS, appHref, isCurrentPath } from './shell/app-paths';
export { COMING_AREAS, type ComingArea } from './shell/areas';
export { ComingAreaFrame } from './shell/ComingAreaFrame';
export { CreateMenu } from './shell/CreateMenu';
export { CreatorGate, type CreatorGateProps, useGatedCreator, useIsAstroCreator } from './shell/CreatorGate';
export { CreatorLoadError } from './shell/CreatorLoadError';
export { LanguageSwitcher } from './shell/LanguageSwitcher';
export { NothingHere, type NothingHereProps } from './shell/NothingHere';
export { CREATE_MENU, DESKTOP_NAVIGATION, MOBILE_NAVIGATION, type NavigationItem } from './shell/navigation';
export { PublicAside, type PublicAsideProps } from './shell/PublicAside';
export { type AuthPrompt, PublicHeader } from './shell/PublicHeader';
export { LegalDocument } from './terms/LegalDocument';
export { LEGAL_DOCUMENTS, type LegalDocumentId } from './terms/legal-documents';
export { TermsAcceptanceForm, type TermsAcceptanceFormProps } from './terms/TermsAcceptanceForm';
