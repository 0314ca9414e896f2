import cloudStyles from '../../cloud/cloud.css?inline';
import commonStyles from '../../common/common.css?inline';
import uploadsStyles from '../../common/uploads/uploads.css?inline';
import { PostComposer } from '../../post/PostComposer';
import postStyles from '../../post/post.css?inline';
import pushStyles from '../../push/push.css?inline';
import { defineFeatureElement } from '../define-element';

// The partner page decides where a published or edited post leads: the wizard keeps its own screens.
defineFeatureElement<{ postId: string }>(
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
    styles: [commonStyles, cloudStyles, pushStyles, postStyles, uploadsStyles],
    catalogues: ['cloud', 'playlists', 'post', 'push', 'common/uploads'],
  },
);
