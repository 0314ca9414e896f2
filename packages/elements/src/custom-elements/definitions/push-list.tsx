import { PushList } from '../../push/PushList';
import { defineFeatureElement } from '../define-element';

defineFeatureElement('mym-push-list', ({ element }) => (
  <PushList
    onEdit={(push) => element.emit('mym-push-edit', push)}
    onDeleted={(push) => element.emit('mym-push-deleted', push)}
  />
));
