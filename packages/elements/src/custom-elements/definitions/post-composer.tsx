import cloudStyles from '../../cloud/cloud.css?inline';
import commonStyles from '../../common/common.css?inline';
import uploadsStyles from '../../common/uploads/uploads.css?inline';
import composerStyles from '../../composer/composer.css?inline';
import { PostComposer } from '../../post/PostComposer';
import postStyles from '../../post/post.css?inline';
import { defineFeatureElement } from '../define-element';

type PostComposerAttributes = {
  /** The post to edit; without it the element creates one. */
  postId: string;
};

/**
 * The post wizard: media from an upload or the cloud, caption, private, playlists, consent, schedule, recap
 * and confirmation.
 * @csspart form - The editor and each step's form.
 * @csspart preview - What fans will see of the post, beside the form.
 * @csspart media - The media field: upload zone, chosen media, cloud button.
 * @csspart schedule - Schedule switch and calendar.
 * @csspart actions - The row of buttons of each screen.
 * @csspart picker-bar - The cloud picker's bottom bar.
 * @csspart recap - The recap.
 * @csspart confirmation - The confirmation.
 * @dataState loading - Choices are loading.
 * @dataState error - Choices could not be loaded; a retry is offered.
 * @dataState editor - The editor with every field.
 * @dataState media - The media step.
 * @dataState details - The details step.
 * @dataState schedule - The schedule step.
 * @dataState recap - The recap.
 * @dataState cloud - The collections of the cloud.
 * @dataState collection - A collection's medias to pick.
 * @dataState confirmation - The confirmation.
 */
// The partner page decides where a published or edited post leads: the wizard keeps its own screens.
defineFeatureElement<PostComposerAttributes>(
  'mym-post-composer',
  ({ element, attributes }) => (
    <PostComposer
      postId={attributes.postId || undefined}
      onCreated={(post) => element.emit('mym-post-created', post)}
      onUpdated={(post) => element.emit('mym-post-updated', post)}
      onCancel={() => element.emit('mym-cancel')}
    />
  ),
  {
    attributes: ['postId'],
    styles: [commonStyles, composerStyles, cloudStyles, postStyles, uploadsStyles],
    catalogues: ['cloud', 'playlists', 'post', 'push', 'common/uploads'],
  },
);
