export { LoginForm, type LoginFormProps } from './auth/LoginForm';
export { SignOutButton } from './auth/SignOutButton';
export { signInErrorKey } from './auth/sign-in-error';
export {
  CreatorProviders,
  type CreatorProvidersProps,
  createQueryClient,
  useCreatorClient,
} from './creator-client';
export { createI18n, type Language, toLanguage } from './i18n/i18n';
export { ProfileView, type ProfileViewProps } from './profile/ProfileView';
export { useCreator } from './profile/use-creator';
