import cloudStyles from '../../cloud/cloud.css?inline';
import commonStyles from '../../common/common.css?inline';
import { LiveComposer } from '../../live/LiveComposer';
import liveStyles from '../../live/live.css?inline';
import { defineFeatureElement } from '../define-element';

// The partner page decides where a scheduled, edited or cancelled live leads.
defineFeatureElement<{ liveId: string }>(
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
    styles: [commonStyles, cloudStyles, liveStyles],
    catalogues: ['cloud', 'live'],
  },
);
