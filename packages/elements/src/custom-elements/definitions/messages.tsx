import { CloudMediaPickerOnDemand } from '../../cloud/CloudMediaPickerOnDemand';
import cloudStyles from '../../cloud/cloud.css?inline';
import commonStyles from '../../common/common.css?inline';
import { Messages } from '../../messages/Messages';
import messagesStyles from '../../messages/messages.css?inline';
import { defineFeatureElement } from '../define-element';

type MessagesAttributes = {
  /** Opens this fan's conversation first. */
  fanId: string;
};

/**
 * The creator's messages on a partner page: the inbox and a conversation inside the element, medias sent from
 * the creator's cloud; `mym-message-sent` tells the page of each message sent, `mym-media-sold` of each media a
 * fan bought in a thread.
 */
defineFeatureElement<MessagesAttributes>(
  'mym-messages',
  ({ element, attributes }) => (
    <Messages
      key={attributes.fanId ?? ''}
      fanId={attributes.fanId || undefined}
      MediaPicker={CloudMediaPickerOnDemand}
      onMessageSent={(message) => element.emit('mym-message-sent', message)}
      onMediaSold={(event) => element.emit('mym-media-sold', event)}
    />
  ),
  {
    attributes: ['fanId'],
    styles: [commonStyles, cloudStyles, messagesStyles],
    catalogues: ['cloud', 'messages'],
  },
);
