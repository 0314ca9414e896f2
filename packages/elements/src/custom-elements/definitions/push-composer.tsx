import cloudStyles from '../../cloud/cloud.css?inline';
import commonStyles from '../../common/common.css?inline';
import uploadsStyles from '../../common/uploads/uploads.css?inline';
import { PushComposer } from '../../push/PushComposer';
import pushStyles from '../../push/push.css?inline';
import { defineFeatureElement } from '../define-element';

// The partner page decides where a done or edited push leads.
defineFeatureElement<{ pushId: string }>(
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
    styles: [commonStyles, cloudStyles, pushStyles, uploadsStyles],
    catalogues: ['cloud', 'push', 'common/uploads'],
  },
);
