import type { MediaChoice } from '@mym/sdk';
import { CloudCollections, CollectionPicker } from './media-picker';

/** The two screens of the cloud picker, as every wizard names them among its steps. */
export type PickerStep = { screen: 'cloud' } | { screen: 'collection'; collectionId: string };

/**
 * The cloud picker inside a wizard (spec 2 "Collection screen"): the collections, then one collection to choose
 * medias in. Shows on the wizard's `cloud` and `collection` screens, nothing on the others.
 */
export function MediaPickerScreens({
  step,
  go,
  stepHref,
  onCloudBack,
  max,
  selected,
  onAdd,
}: {
  step: { screen: string } | PickerStep;
  go: (next: PickerStep, replace?: boolean) => void;
  /** The URL of a screen, for a host that shows them at URLs: the collections are then links. */
  stepHref?: ((step: PickerStep) => string) | undefined;
  /** Back from the collections: to the screen that opened the picker. */
  onCloudBack: () => void;
  max: number;
  selected: readonly MediaChoice[];
  onAdd: (choice: MediaChoice[]) => void;
}) {
  if (step.screen === 'cloud')
    return (
      <CloudCollections
        onOpen={(collection) => go({ screen: 'collection', collectionId: collection.id })}
        collectionHref={
          stepHref && ((collection) => stepHref({ screen: 'collection', collectionId: collection.id }))
        }
        onBack={onCloudBack}
      />
    );
  if (step.screen === 'collection' && 'collectionId' in step)
    return (
      <CollectionPicker
        collectionId={step.collectionId}
        max={max}
        selected={selected}
        onAdd={onAdd}
        onBack={() => go({ screen: 'cloud' }, true)}
      />
    );
  return null;
}
