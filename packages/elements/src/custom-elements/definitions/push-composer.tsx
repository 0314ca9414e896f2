import cloudStyles from '../../cloud/cloud.css?inline';
import commonStyles from '../../common/common.css?inline';
import uploadsStyles from '../../common/uploads/uploads.css?inline';
import composerStyles from '../../composer/composer.css?inline';
import { PushComposer } from '../../push/PushComposer';
import pushStyles from '../../push/push.css?inline';
import { defineFeatureElement } from '../define-element';

type PushComposerAttributes = {
  /** The push to edit; without it the element creates one. */
  pushId: string;
};

/**
 * Composes a paid push: setup, the cloud picker, recap and confirmation.
 * @csspart form - The setup form.
 * @csspart preview - What fans will see of the push, beside the form.
 * @csspart targets - Recipients.
 * @csspart medias - Chosen medias.
 * @csspart teaser - The teaser upload.
 * @csspart price - Price choice.
 * @csspart discount - Discount switch and fields.
 * @csspart schedule - Schedule switch and calendar.
 * @csspart actions - The row of buttons of each screen.
 * @csspart picker-bar - The cloud picker's bottom bar.
 * @csspart recap - The recap.
 * @csspart confirmation - The confirmation.
 * @dataState loading - Choices are loading.
 * @dataState error - Choices could not be loaded; a retry is offered.
 * @dataState setup - The setup screen.
 * @dataState cloud - The collections of the cloud.
 * @dataState collection - A collection's medias to pick.
 * @dataState recap - The recap.
 * @dataState confirmation - The confirmation.
 */
// The partner page decides where a done or edited push leads.
defineFeatureElement<PushComposerAttributes>(
  'mym-push-composer',
  ({ element, attributes }) => (
    <PushComposer
      pushId={attributes.pushId || undefined}
      onCreated={(push) => element.emit('mym-push-created', push)}
      onUpdated={(push) => element.emit('mym-push-updated', push)}
      onCancel={() => element.emit('mym-cancel')}
    />
  ),
  {
    attributes: ['pushId'],
    styles: [commonStyles, composerStyles, cloudStyles, pushStyles, uploadsStyles],
    catalogues: ['cloud', 'push', 'common/uploads'],
  },
);
