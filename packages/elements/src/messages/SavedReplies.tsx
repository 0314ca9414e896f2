import { Button } from '@mym/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatorClient } from '../creator-client';
import { messageQueries } from './message-queries';

export interface SavedRepliesProps {
  /** What the creator is writing: it can be kept as a reply. */
  text: string;
  onUse: (reply: string) => void;
}

/** The creator's saved replies: put one in the message, keep what is written as one, or forget one. */
export function SavedReplies({ text, onUse }: SavedRepliesProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const replies = useQuery({ ...messageQueries.savedReplies(client), enabled: open });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: messageQueries.savedReplies(client).queryKey });
  const save = useMutation({ mutationFn: () => client.messages.createSavedReply(text), onSuccess: refresh });
  const forget = useMutation({
    mutationFn: (id: string) => client.messages.deleteSavedReply(id),
    onSuccess: refresh,
  });
  return (
    <div className="mym-saved-replies">
      <Button
        size="small"
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {t('messages_saved_replies')}
      </Button>
      {open ? (
        <div id={panelId} className="mym-saved-replies__panel">
          {replies.isPending ? (
            <p>{t('messages_loading')}</p>
          ) : replies.isError ? (
            <p role="alert">{t('messages_load_error')}</p>
          ) : replies.data.length === 0 ? (
            <p>{t('messages_saved_replies_empty')}</p>
          ) : (
            <ul className="mym-saved-replies__list">
              {replies.data.map((reply) => (
                <li key={reply.id}>
                  <button
                    type="button"
                    className="mym-saved-replies__use"
                    onClick={() => {
                      onUse(reply.text);
                      setOpen(false);
                    }}
                  >
                    {reply.text}
                  </button>
                  <Button
                    size="small"
                    variant="tertiary"
                    aria-label={t('messages_saved_reply_delete', { text: reply.text.slice(0, 40) })}
                    onClick={() => forget.mutate(reply.id)}
                  >
                    {t('messages_delete')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Button
            size="small"
            variant="tertiary"
            disabled={!text.trim()}
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            {t('messages_save_reply')}
          </Button>
          {save.isError ? (
            <p className="mym-form-error" role="alert">
              {t('messages_save_reply_error')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
