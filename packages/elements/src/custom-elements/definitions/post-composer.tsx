import cloudStyles from '../../cloud/cloud.css?inline';
import playlistsStyles from '../../playlists/playlists.css?inline';
import { PostComposer } from '../../post/PostComposer';
import postStyles from '../../post/post.css?inline';
import profileStyles from '../../profile/profile.css?inline';
import pushStyles from '../../push/push.css?inline';
import shellStyles from '../../shell/shell.css?inline';
import uploadsStyles from '../../uploads/uploads.css?inline';
import { defineFeatureElement } from '../define-element';

// The partner page decides where a published or edited post leads (issue 10): the wizard keeps its own screens.
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
    styles: [shellStyles, profileStyles, cloudStyles, pushStyles, postStyles, playlistsStyles, uploadsStyles],
    catalogues: ['cloud', 'playlists', 'post', 'profile', 'push', 'shell', 'uploads'],
  },
);
