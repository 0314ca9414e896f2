import { MessageText } from '@mym/ui';
import { useTranslation } from 'react-i18next';

/** Says a setting was saved (or why not), politely, right under it: every setting saves on its own. */
export function SavedNote({ saved, failed }: { saved: boolean; failed: string | null }) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <MessageText kind="error" live>
        {t(failed)}
      </MessageText>
    );
  }
  return saved ? (
    <MessageText kind="success" live>
      {t('account_saved')}
    </MessageText>
  ) : null;
}
