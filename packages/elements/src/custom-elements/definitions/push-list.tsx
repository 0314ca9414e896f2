import commonStyles from '../../common/common.css?inline';
import { PushList } from '../../push/PushList';
import pushStyles from '../../push/push.css?inline';
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
    styles: [commonStyles, pushStyles],
    catalogues: ['push'],
  },
);
