import type { MediaChoice } from '@mym/sdk';
import { useState } from 'react';
import { CloudMediaPicker } from '../../cloud/CloudMediaPicker';
import cloudStyles from '../../cloud/cloud.css?inline';
import commonStyles from '../../common/common.css?inline';
import { defineFeatureElement, type ElementContext } from '../define-element';

type PickerAttributes = {
  /**
   * How many medias may be chosen: 1 (a post, the default) or more (a push). Choosing the selected one again with a
   * maximum of 1 clears it.
   */
  max: string;
};

/** Whole numbers from 1; anything else is one media, what a post takes (spec 9). */
function maxOf(value: string | undefined): number {
  const max = Number(value);
  return Number.isInteger(max) && max >= 1 ? max : 1;
}

/**
 * The cloud picker on a partner page: collections first, then one collection's medias; adding tells the page
 * with `mym-media-selected` (`{ id, preview, type }` of each) and goes back to the collections, keeping the
 * choice so that opening a collection again shows it.
 */
function PickerElement({ element, max }: { element: ElementContext; max: number }) {
  const [chosen, setChosen] = useState<MediaChoice[]>([]);
  return (
    <CloudMediaPicker
      max={max}
      selected={chosen}
      onAdd={(choice) => {
        setChosen(choice);
        element.emit('mym-media-selected', choice);
      }}
    />
  );
}

/**
 * The cloud picker: the creator's collections, then one collection's medias, 20 per page; adding tells the
 * page which medias were chosen, at most `max`.
 * @csspart picker-bar - The cloud picker's bottom bar.
 */
defineFeatureElement<PickerAttributes>(
  'mym-collection-picker',
  ({ element, attributes }) => <PickerElement element={element} max={maxOf(attributes.max)} />,
  { attributes: ['max'], styles: [commonStyles, cloudStyles], catalogues: ['cloud'] },
);
