import type { PushRecord } from '@mym/sdk';
import { useTranslation } from 'react-i18next';
import { PushResults } from './PushResults';
import { formatInZone } from './push-summary';

export interface PushConfirmationProps {
  /**
   * The push as the API stored it: just saved, or read again on an edit's path after a reload. Null after
   * reloading a new push's confirmation, whose path names no push.
   */
  push: PushRecord | null;
  editing: boolean;
  timeZone: string;
  /** Where the list and a new push live on the host (links), or what to do when followed (partner pages). */
  listHref?: string | undefined;
  newPushHref?: string | undefined;
  onShowList?: (() => void) | undefined;
  onNewPush?: (() => void) | undefined;
}

/** The confirmation (spec 2): what was done, with the way to the list and to a new push. */
export function PushConfirmation({
  push,
  editing,
  timeZone,
  listHref,
  newPushHref,
  onShowList,
  onNewPush,
}: PushConfirmationProps) {
  const { t, i18n } = useTranslation();
  // What the push's state really is, never a guess: a scheduled push is not "being sent".
  const statement = (() => {
    if (!push) return t('push_confirmation_in_list');
    switch (push.state) {
      case 'scheduled':
        return push.scheduledAt
          ? t('push_confirmation_scheduled', {
              date: formatInZone(new Date(push.scheduledAt), timeZone, i18n.language),
              timeZone,
            })
          : t('push_confirmation_in_list');
      case 'sending':
        return t('push_confirmation_sending');
      case 'sent':
        return t('push_confirmation_sent');
      case 'failed':
        return push.failureReason
          ? t('push_list_failure', { reason: push.failureReason })
          : t('push_confirmation_failed');
    }
  })();
  const follow = (handler: (() => void) | undefined) => (event: { preventDefault: () => void }) => {
    if (!handler) return;
    event.preventDefault();
    handler();
  };
  return (
    <section
      className="mym-composer-confirmation"
      part="confirmation"
      aria-labelledby="mym-push-confirmation-title"
    >
      <h1 id="mym-push-confirmation-title" className="mym-screen__title" tabIndex={-1}>
        {editing ? t('push_confirmation_updated') : t('push_confirmation_created')}
      </h1>
      <p data-testid="push-confirmation-state">{statement}</p>
      {push && <PushResults push={push} />}
      <div className="mym-screen__actions" part="actions">
        {(listHref || onShowList) && (
          <a
            className="mym-button mym-button--primary mym-button--medium"
            href={listHref ?? '#'}
            onClick={follow(onShowList)}
          >
            {t('push_confirmation_list')}
          </a>
        )}
        <a
          className="mym-button mym-button--secondary mym-button--medium"
          href={newPushHref ?? '#'}
          onClick={follow(onNewPush)}
        >
          {t('push_confirmation_new')}
        </a>
      </div>
    </section>
  );
}
