import commonStyles from '../../common/common.css?inline';
import { PushList } from '../../push/PushList';
import pushStyles from '../../push/push.css?inline';
import { defineFeatureElement } from '../define-element';

/**
 * The creator's pushes grouped by state, with edit and delete.
 * @csspart list - The list.
 * @dataState list - Pushes are shown.
 * @dataState empty - The creator has no push yet.
 */
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
