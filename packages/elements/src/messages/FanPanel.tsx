import { type ConversationDetail, CreatorApiError, FAN_NOTE_MAX_LENGTH } from '@mym/sdk';
import { Badge, Button, formatPrice, TextArea } from '@mym/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../common/intl-formats';
import { useCreatorClient } from '../creator-client';
import { messageQueries } from './message-queries';

export interface FanPanelProps {
  detail: ConversationDetail;
  timeZone: string;
}

/** Beside a thread: who the fan is to the creator, the creator's private note, and what the fan bought. */
export function FanPanel({ detail, timeZone }: FanPanelProps) {
  const { t, i18n } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const conversationId = detail.conversation.id;
  const fan = detail.conversation.fan;
  const [note, setNote] = useState(detail.note);
  const purchases = useQuery(messageQueries.purchases(client, conversationId));
  const saveNote = useMutation({
    mutationFn: () => client.messages.setNote(conversationId, note),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: messageQueries.conversation(client, conversationId).queryKey,
      }),
  });
  const noteKey = saveNote.error instanceof CreatorApiError ? saveNote.error.fields?.note?.[0] : undefined;
  const date = dateTimeFormat(i18n.language, { timeZone, dateStyle: 'medium' });
  return (
    <aside className="mym-fan-panel" aria-label={t('messages_fan_panel', { name: fan.name })}>
      <h2 className="mym-fan-panel__name">{fan.name}</h2>
      <dl className="mym-fan-panel__facts">
        <dt>{t('messages_subscription')}</dt>
        <dd>
          {t(
            fan.subscription === 'expired'
              ? 'messages_subscription_expired_state'
              : `messages_subscription_${fan.subscription}`,
          )}
        </dd>
        <dt>{t('messages_spent')}</dt>
        <dd>{formatPrice(fan.lifetimeSpend, i18n.language)}</dd>
        <dt>{t('messages_last_purchase')}</dt>
        <dd>{fan.lastPurchaseAt ? date.format(new Date(fan.lastPurchaseAt)) : t('messages_never')}</dd>
      </dl>
      <form
        className="mym-fan-panel__note"
        onSubmit={(event) => {
          event.preventDefault();
          saveNote.mutate();
        }}
      >
        <TextArea
          label={t('messages_note')}
          hint={t('messages_note_hint')}
          rows={3}
          characterLimit={FAN_NOTE_MAX_LENGTH}
          value={note}
          error={noteKey ? t(noteKey) : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button type="submit" size="small" variant="secondary" loading={saveNote.isPending}>
          {t('messages_save_note')}
        </Button>
        {saveNote.isSuccess ? <p role="status">{t('messages_note_saved')}</p> : null}
        {saveNote.isError && !noteKey ? (
          <p className="mym-form-error" role="alert">
            {t('messages_note_error')}
          </p>
        ) : null}
      </form>
      <h3 className="mym-fan-panel__heading">{t('messages_purchases')}</h3>
      {purchases.isPending ? (
        <p>{t('messages_loading')}</p>
      ) : purchases.isError ? (
        <p role="alert">{t('messages_load_error')}</p>
      ) : purchases.data.length === 0 ? (
        <p>{t('messages_no_purchase')}</p>
      ) : (
        <ul className="mym-fan-panel__purchases">
          {purchases.data.map((entry) => (
            <li key={entry.id} data-kind={entry.kind}>
              <span>{t(`messages_source_${entry.source}`)}</span>
              <span>{formatPrice({ value: entry.gross, currency: entry.currency }, i18n.language)}</span>
              <time dateTime={entry.occurredAt}>{date.format(new Date(entry.occurredAt))}</time>
              {entry.kind !== 'sale' ? (
                <Badge kind="danger">{t(`messages_reversal_${entry.kind}`)}</Badge>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
