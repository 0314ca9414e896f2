import type { MediaChoice } from '@mym/sdk';
import { useState } from 'react';
import { CloudCollections } from './CloudCollections';
import { CollectionPicker } from './CollectionPicker';

export interface CloudMediaPickerProps {
  /** How many medias may be chosen. */
  max: number;
  selected: readonly MediaChoice[];
  onAdd: (choice: MediaChoice[]) => void;
  /** Leaves the picker without choosing (back from the collections). */
  onCancel?: () => void;
  /** Words on some medias' cards (a fan already bought or received them), by media id. */
  marks?: ReadonlyMap<string, string> | undefined;
}

/**
 * The cloud as a picker in one place: the collections first, then one collection's medias; adding hands the
 * choice back. The partner picker and the screens that send medias (messages) show this same flow.
 */
export function CloudMediaPicker({ max, selected, onAdd, onCancel, marks }: CloudMediaPickerProps) {
  const [collectionId, setCollectionId] = useState<string | null>(null);
  if (!collectionId)
    return <CloudCollections onOpen={(collection) => setCollectionId(collection.id)} onBack={onCancel} />;
  return (
    <CollectionPicker
      collectionId={collectionId}
      max={max}
      selected={selected.slice(-max)}
      onAdd={(choice) => {
        onAdd(choice);
        setCollectionId(null);
      }}
      onBack={() => setCollectionId(null)}
      marks={marks}
    />
  );
}
