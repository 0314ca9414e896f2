import cloudStyles from '../../cloud/cloud.css?inline';
import profileStyles from '../../profile/profile.css?inline';
import { PushList } from '../../push/PushList';
import pushStyles from '../../push/push.css?inline';
import shellStyles from '../../shell/shell.css?inline';
import { defineFeatureElement } from '../define-element';

defineFeatureElement(
  'mym-push-list',
  ({ element }) => (
    <PushList
      onEdit={(push) => element.emit('mym-push-edit', push)}
      onDeleted={(push) => element.emit('mym-push-deleted', push)}
    />
  ),
  {
    styles: [shellStyles, profileStyles, cloudStyles, pushStyles],
    catalogues: ['cloud', 'profile', 'push', 'shell'],
  },
);
