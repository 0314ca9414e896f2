import { PostComposer } from '../../post/PostComposer';
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
  ['postId'],
);
