import cloudStyles from '../../cloud/cloud.css?inline';
import commonStyles from '../../common/common.css?inline';
import composerStyles from '../../composer/composer.css?inline';
import { LiveComposer } from '../../live/LiveComposer';
import liveStyles from '../../live/live.css?inline';
import { defineFeatureElement } from '../define-element';

type LiveComposerAttributes = {
  /** The live to edit or cancel; without it a new live is scheduled. */
  liveId: string;
};

/**
 * Schedules, edits or cancels a live: title, description, a cloud teaser, the start in the creator's zone,
 * duration, audiences, free or a ticket price, chat.
 * @csspart form - The live form.
 * @csspart teaser - The teaser chosen from the cloud.
 * @csspart start - The start date and time.
 * @csspart duration - The expected duration.
 * @csspart audience - The audiences told of the live.
 * @csspart ticket - Free or a ticket price.
 * @csspart actions - The row of buttons.
 * @csspart picker-bar - The cloud picker's bottom bar.
 * @csspart confirmation - What was done.
 * @dataState loading - Choices are loading.
 * @dataState error - Choices could not be loaded; a retry is offered.
 * @dataState setup - The live form.
 * @dataState cloud - The collections of the cloud.
 * @dataState collection - A collection's medias to pick the teaser from.
 * @dataState saved - The live was scheduled, saved or cancelled.
 */
// The partner page decides where a scheduled, edited or cancelled live leads.
defineFeatureElement<LiveComposerAttributes>(
  'mym-live-composer',
  ({ element, attributes }) => (
    <LiveComposer
      liveId={attributes.liveId || undefined}
      onCreated={(live) => element.emit('mym-live-created', live)}
      onUpdated={(live) => element.emit('mym-live-updated', live)}
      onCancelled={(live) => element.emit('mym-live-cancelled', live)}
      onCancel={() => element.emit('mym-cancel')}
    />
  ),
  {
    attributes: ['liveId'],
    styles: [commonStyles, composerStyles, cloudStyles, liveStyles],
    catalogues: ['cloud', 'live'],
  },
);
