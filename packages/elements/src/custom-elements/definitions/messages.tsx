import { CloudMediaPickerOnDemand } from '../../cloud/CloudMediaPickerOnDemand';
import cloudStyles from '../../cloud/cloud.css?inline';
import commonStyles from '../../common/common.css?inline';
import { Messages } from '../../messages/Messages';
import messagesStyles from '../../messages/messages.css?inline';
import { defineFeatureElement } from '../define-element';

type MessagesAttributes = {
  /** Opens this fan's conversation first (a conversation's id is its fan's id). */
  fanId: string;
};

/**
 * The creator's messages (spec 2 "/chat"): the inbox (filters, search, infinite scroll) and one fan's
 * conversation with paid medias from the cloud, the fan's note and purchases; live from the event stream.
 * @csspart picker-bar - The cloud picker's bottom bar, when medias are sent.
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
