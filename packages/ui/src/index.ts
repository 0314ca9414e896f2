// The public API of @mym/ui. Styles ship separately as `@mym/ui/styles.css` (tokens + every component).

export { type MediaKind, mediaKind } from '@mym/constants';
export { BADGE_KINDS, Badge, type BadgeKind, type BadgeProps } from './badge/badge';
export { Banner, type BannerProps } from './banner/banner';
export {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button/button';
export { CARTRIDGE_TYPES, Cartridge, type CartridgeProps, type CartridgeType } from './cartridge/cartridge';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export {
  CircularProgress,
  type CircularProgressProps,
  clampProgress,
  type ProgressBand,
  progressBand,
} from './circular-progress/circular-progress';
export { cx } from './class-names';
export {
  BLOCKED_CODE_KEYS,
  CodeEntry,
  type CodeEntryMode,
  type CodeEntryProps,
} from './code-entry/code-entry';
export type { CalendarLabels } from './date-picker/calendar';
export { DatePicker, type DatePickerProps } from './date-picker/date-picker';
export type { CalendarDay, DayInput, TimeOfDay } from './date-picker/dates';
export { TimeField, type TimeFieldProps } from './date-picker/time-field';
export { Header, type HeaderProps } from './header/header';
export { ChevronDownIcon } from './icons/icons';
export { InfiniteList, type InfiniteListProps } from './infinite-list/infinite-list';
export * from './limits';
export { Loader, type LoaderProps } from './loader/loader';
export {
  type MediaGridItem,
  type MediaGridLabels,
  MediaSelectionCard,
  type MediaSelectionCardProps,
  MediaSelectionGrid,
  type MediaSelectionGridProps,
  toggledSelection,
} from './media-grid/media-selection-grid';
export { formatPrice, type MinorUnitPrice } from './media-grid/price';
export { MediaPreview, type MediaPreviewProps } from './media-preview/media-preview';
export { Menu, type MenuItem, type MenuProps } from './menu/menu';
export { type MessageKind, MessageText, type MessageTextProps } from './message-text/message-text';
export { Modal, type ModalProps } from './modal/modal';
export { MultiSelect, type MultiSelectProps, type SelectOption } from './multi-select/multi-select';
export {
  PasswordField,
  type PasswordFieldProps,
  type PasswordRequirement,
} from './password-field/password-field';
export {
  Portal,
  type PortalContainer,
  PortalContainerProvider,
  type PortalContainerProviderProps,
  usePortalContainer,
} from './portal/portal';
export {
  ProgressionTimeline,
  type ProgressionTimelineProps,
  STEP_STATUSES,
  type StepStatus,
  type TimelineStep,
} from './progression-timeline/progression-timeline';
export {
  type FooterLinkId,
  footerLinks,
  SIDE_PANEL_DEFAULT_HOSTS,
  type SidePanelHosts,
  type SocialLinkId,
  socialLinks,
} from './side-panel/footer-links';
export type { IllustrationName } from './side-panel/illustration';
export { SidePanel, type SidePanelProps } from './side-panel/side-panel';
export { type TabItem, TabsSlider, type TabsSliderProps } from './tabs-slider/tabs-slider';
export { preloadTagInput, TagInput, type TagInputProps } from './tag-input/tag-input';
export { normalizeTag, type TagItem, type TagOption } from './tag-input/tag-options';
export { TextArea, type TextAreaProps } from './text-area/text-area';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { Toast, type ToastKind, type ToastOptions, type ToastProps } from './toast/toast';
export { type ToastApi, ToastProvider, type ToastProviderProps, useToast } from './toast/toast-provider';
export {
  ProfilePictureUploadZone,
  type ProfilePictureUploadZoneProps,
  type UploadRejection,
  type UploadRejectionCode,
  UploadZone,
  type UploadZoneProps,
} from './upload-zone/upload-zone';
