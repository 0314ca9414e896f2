import type { PushRecord } from '@mym/sdk';
import { useTranslation } from 'react-i18next';
import { formatInZone } from './push-summary';

export interface PushConfirmationProps {
  /** The push as the API stored it, when this screen follows the recap (not after a reload). */
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
  const when = push?.scheduledAt ? formatInZone(new Date(push.scheduledAt), timeZone, i18n.language) : null;
  const follow = (handler: (() => void) | undefined) => (event: { preventDefault: () => void }) => {
    if (!handler) return;
    event.preventDefault();
    handler();
  };
  return (
    <section
      className="mym-push-confirmation"
      part="confirmation"
      aria-labelledby="mym-push-confirmation-title"
    >
      <h1 id="mym-push-confirmation-title" className="mym-push__title" tabIndex={-1}>
        {editing ? t('push_confirmation_updated') : t('push_confirmation_created')}
      </h1>
      <p>
        {when ? t('push_confirmation_scheduled', { date: when, timeZone }) : t('push_confirmation_sending')}
      </p>
      <div className="mym-push__actions" part="actions">
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
