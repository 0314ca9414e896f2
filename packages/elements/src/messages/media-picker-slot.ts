import type { MediaChoice } from '@mym/sdk';
import type { ComponentType } from 'react';

/**
 * The cloud picker a conversation sends medias from. The messages feature does not import the cloud feature
 * (one feature never imports another): the site's island and the custom element hand it the cloud's picker.
 */
export interface MediaPickerProps {
  /** How many medias may be chosen. */
  max: number;
  selected: readonly MediaChoice[];
  onAdd: (choice: MediaChoice[]) => void;
  onCancel: () => void;
  /** Words on the medias this fan already bought or received, by media id (from the API). */
  marks?: ReadonlyMap<string, string> | undefined;
}

export type MediaPickerSlot = ComponentType<MediaPickerProps>;
