import { PushComposer } from '../../push/PushComposer';
import { defineFeatureElement } from '../define-element';

// The partner page decides where a done or edited push leads (issue 9).
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
  ['pushId'],
);
