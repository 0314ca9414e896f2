/**
 * `@mym/elements`: the feature components an app or a partner places (each with its props type), the providers
 * they need, language choice, and the types they take. Internals (session reducer, hooks, navigation tables,
 * translation loading) stay inside the package; `@mym/elements/register` defines the custom elements.
 */
export { AccountSettings, type AccountSettingsProps } from './account/AccountSettings';
export { accountFirstQueries } from './account/first-queries';
export { LoginForm, type LoginFormProps } from './auth/LoginForm';
export { MfaCodeForm, type MfaCodeFormProps } from './auth/MfaCodeForm';
export { SignedOutCleanup } from './auth/SignedOutCleanup';
export { SignUpChoice, type SignUpChoiceProps } from './auth/SignUpChoice';
export { SignUpFlow, type SignUpFlowProps } from './auth/SignUpFlow';
export { BookingWidget, type BookingWidgetProps, type CreatedBooking } from './booking/BookingWidget';
export { CreatorCalendar, type CreatorCalendarProps } from './calendar/CreatorCalendar';
export { calendarFirstQueries, calendarMonthFirstQueries } from './calendar/first-queries';
export { BookingCalendar, type BookingCalendarProps } from './catalog/bookings/BookingCalendar';
export { CalendarHealthBanner, type CalendarHealthBannerProps } from './catalog/CalendarHealthBanner';
export { CalendarOAuthCallback, type CalendarOAuthCallbackProps } from './catalog/CalendarOAuthCallback';
export { Catalog, type CatalogProps } from './catalog/Catalog';
export { CatalogCalendar, type CatalogCalendarProps } from './catalog/CatalogCalendar';
export type { CatalogNavigationOptions, CatalogScreen, ConfigurationStep } from './catalog/catalog-screens';
export { ConsultationDetail, type ConsultationDetailProps } from './catalog/consultations/ConsultationDetail';
export { ConsultationEditor, type ConsultationEditorProps } from './catalog/consultations/ConsultationEditor';
export { ConsultationList, type ConsultationListProps } from './catalog/consultations/ConsultationList';
export { catalogFirstQueries, catalogRedirect } from './catalog/first-queries';
export { AvailabilityEditor, type AvailabilityEditorProps } from './catalog/setup/AvailabilityEditor';
export { CatalogConfiguration, type CatalogConfigurationProps } from './catalog/setup/CatalogConfiguration';
export { CloudCollections, type CloudCollectionsProps } from './cloud/CloudCollections';
export { CloudLibrary, type CloudLibraryProps } from './cloud/CloudLibrary';
export { CloudMediaPicker, type CloudMediaPickerProps } from './cloud/CloudMediaPicker';
export { CloudMediaPickerOnDemand } from './cloud/CloudMediaPickerOnDemand';
export { CollectionBrowser, type CollectionBrowserProps } from './cloud/CollectionBrowser';
export { CollectionPicker, type CollectionPickerProps } from './cloud/CollectionPicker';
export { cloudCollectionFirstQueries, cloudFirstQueries } from './cloud/first-queries';
export type { AppLinkName, AppLinks } from './common/app-links';
export { CreatorGate, type CreatorGateProps } from './common/creator/CreatorGate';
export { creatorGateFirstQueries } from './common/creator/first-queries';
// A screen's first reads, answered by the host's server and rendered with the first HTML.
export type { FirstData, FirstQueries } from './common/first-data';
export { readFirstData } from './common/first-data';
export { PasswordStrength } from './common/identity/PasswordStrength';
export type { StepChange } from './composer/use-composer-steps';
export { type CreatorProvidersProps, IdentityProviders } from './creator-client';
export { CreatorProviders } from './creator-providers';
export {
  MYM_EVENT_NAMES,
  type MymEventDetails,
  type MymEventMap,
  type MymEventName,
} from './custom-elements/event-map';
export { type CatalogueFeature, featureCatalogue } from './i18n/feature-catalogues';
export { detectLanguage, type Language } from './i18n/i18n';
export { chooseLanguage } from './i18n/language-store';
export { type Translations, translationsFor } from './i18n/translations';
export { incomesFirstQueries, soldItemsFirstQueries } from './incomes/first-queries';
export { Incomes, type IncomesProps } from './incomes/Incomes';
export { SoldItems, type SoldItemsProps } from './incomes/SoldItems';
export {
  liveCheckFirstQueries,
  liveComposerFirstQueries,
  liveListFirstQueries,
} from './live/first-queries';
export { LiveComposer, type LiveComposerProps } from './live/LiveComposer';
export { LiveDeviceCheck, type LiveDeviceCheckProps } from './live/LiveDeviceCheck';
export { LiveList, type LiveListProps } from './live/LiveList';
export { messagesFirstQueries } from './messages/first-queries';
export { Messages, type MessagesProps } from './messages/Messages';
export type { MediaPickerProps, MediaPickerSlot } from './messages/media-picker-slot';
export {
  notificationPreferencesFirstQueries,
  notificationsFirstQueries,
} from './notifications/first-queries';
export { NotificationPreferences } from './notifications/NotificationPreferences';
export { Notifications, type NotificationsProps } from './notifications/Notifications';
export { playlistFirstQueries, playlistsFirstQueries } from './playlists/first-queries';
export { PlaylistDetail, type PlaylistDetailProps } from './playlists/PlaylistDetail';
export { PlaylistLibrary, type PlaylistLibraryProps } from './playlists/PlaylistLibrary';
export {
  postComposerFirstQueries,
  postListFirstQueries,
  postPageFirstQueries,
} from './post/first-queries';
export { PostComposer, type PostComposerProps } from './post/PostComposer';
export { PostList, type PostListProps } from './post/PostList';
export { PostPage, type PostPageProps } from './post/PostPage';
export type { PostStep } from './post/post-steps';
export { profileEditFirstQueries, profileFirstQueries } from './profile/first-queries';
export { ProfileEditForm, type ProfileEditFormProps } from './profile/ProfileEditForm';
export { ProfileView, type ProfileViewProps } from './profile/ProfileView';
export { pushComposerFirstQueries, pushListFirstQueries } from './push/first-queries';
export { PushComposer, type PushComposerProps } from './push/PushComposer';
export { PushList, type PushListProps } from './push/PushList';
export type { PushStep } from './push/push-steps';
export { FederatedSignInButtons, type FederatedSignInButtonsProps } from './security/FederatedSignInButtons';
export { OAuthCallback, type OAuthCallbackProps } from './security/OAuthCallback';
export { PasswordRecoveryForm, type PasswordRecoveryFormProps } from './security/PasswordRecoveryForm';
export { PasswordResetForm, type PasswordResetFormProps } from './security/PasswordResetForm';
export { PasswordResetSuccess } from './security/PasswordResetSuccess';
export { FEDERATED_PROVIDERS, type FederatedProvider } from './security/provider-icons';
export { RecoveryCodeForm, type RecoveryCodeFormProps } from './security/RecoveryCodeForm';
export { SecuritySettings, type SecuritySettingsProps } from './security/SecuritySettings';
export type { RecoveryStep } from './security/use-recovery';
export { AppNavigation, type AppNavigationProps } from './shell/AppNavigation';
export { navigationFirstQueries } from './shell/first-queries';
export { LanguageSwitcher } from './shell/LanguageSwitcher';
export { NothingHere, type NothingHereProps } from './shell/NothingHere';
export { PublicAside, type PublicAsideProps } from './shell/PublicAside';
export { type AuthPrompt, PublicHeader } from './shell/PublicHeader';
export { LegalDocument } from './terms/LegalDocument';
export type { LegalDocumentId } from './terms/legal-documents';
export { TermsAcceptanceForm, type TermsAcceptanceFormProps } from './terms/TermsAcceptanceForm';
export { toolsFirstQueries } from './tools/first-queries';
export { ToolsOverview } from './tools/ToolsOverview';
