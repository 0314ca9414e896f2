import {
  CreatorApiError,
  DEFAULT_CURRENCY,
  type FieldErrors,
  MESSAGE_MEDIAS_MAX,
  MESSAGE_TEXT_MAX_LENGTH,
  type MediaChoice,
  type Message,
} from '@mym/sdk';
import { toMinorUnits, validateMessageMedia, validateMessageText } from '@mym/sdk/rules';
import { Banner, Button, Checkbox, TextArea, TextField } from '@mym/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPreview } from '../common/MediaPreview';
import { useCreatorClient } from '../creator-client';
import { messageQueries } from './message-queries';
import { SavedReplies } from './SavedReplies';

export interface MessageComposerProps {
  conversationId: string;
  /** Medias this fan already received in the thread, and whether they bought them. */
  alreadySent: ReadonlyMap<string, boolean>;
  /** Opens the cloud picker; it answers through `medias` / `onMediasChange`. */
  onPick: (what: 'medias' | 'teaser') => void;
  medias: readonly MediaChoice[];
  teaser: MediaChoice | null;
  onMediasChange: (medias: MediaChoice[], teaser: MediaChoice | null) => void;
  onSent: (message: Message) => void;
}

/** Words, or medias free or at a price with an optional teaser; errors under each field (spec 5's way). */
export function MessageComposer({
  conversationId,
  alreadySent,
  onPick,
  medias,
  teaser,
  onMediasChange,
  onSent,
}: MessageComposerProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [paid, setPaid] = useState(false);
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [resellConfirmed, setResellConfirmed] = useState(false);
  const resent = medias.filter((media) => alreadySent.has(media.id));
  const rebought = resent.filter((media) => alreadySent.get(media.id));

  const send = useMutation({
    mutationFn: async () => {
      if (medias.length === 0) return client.messages.sendText(conversationId, text);
      const amount = Number(price.replace(',', '.'));
      return client.messages.sendMedia(conversationId, {
        ...(text.trim() ? { text } : {}),
        medias: medias.map(({ id }) => ({ id })),
        price: paid
          ? { value: Number.isFinite(amount) ? toMinorUnits(amount) : 0, currency: DEFAULT_CURRENCY }
          : null,
        ...(paid && teaser ? { teaser: { id: teaser.id } } : {}),
      });
    },
    onSuccess: (message) => {
      setText('');
      setPrice('');
      setPaid(false);
      setResellConfirmed(false);
      onMediasChange([], null);
      void queryClient.invalidateQueries({ queryKey: messageQueries.thread(conversationId) });
      void queryClient.invalidateQueries({ queryKey: messageQueries.inboxes() });
      onSent(message);
    },
    onError: (error) => {
      if (error instanceof CreatorApiError && error.fields) setErrors(error.fields);
    },
  });

  const submit = () => {
    const amount = Number(price.replace(',', '.'));
    const found =
      medias.length === 0
        ? validateMessageText({ text })
        : validateMessageMedia({
            text,
            medias: medias.map(({ id }) => ({ id })),
            price: paid
              ? {
                  value: Number.isFinite(amount) && price.trim() ? toMinorUnits(amount) : 0,
                  currency: DEFAULT_CURRENCY,
                }
              : null,
            teaser: paid && teaser ? { id: teaser.id } : null,
          });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (paid && resent.length > 0 && !resellConfirmed) return;
    send.mutate();
  };
  const error = (field: string) => {
    const key = errors[field]?.[0];
    return key ? t(key) : undefined;
  };

  return (
    <form
      className="mym-message-composer"
      aria-label={t('messages_composer')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {medias.length > 0 ? (
        <div className="mym-message-composer__offer">
          <ul
            className="mym-message-composer__medias"
            aria-label={t('messages_medias', { count: medias.length })}
          >
            {medias.map((media) => (
              <li key={media.id}>
                <MediaPreview type={media.type} preview={media.preview} alt="" />
                <Button
                  size="small"
                  variant="tertiary"
                  onClick={() =>
                    onMediasChange(
                      medias.filter(({ id }) => id !== media.id),
                      teaser,
                    )
                  }
                >
                  {t('messages_remove_media')}
                </Button>
              </li>
            ))}
          </ul>
          {error('medias') ? (
            <p className="mym-form-error" role="alert">
              {error('medias')}
            </p>
          ) : null}
          <Checkbox
            label={t('messages_paid')}
            checked={paid}
            onChange={(event) => setPaid(event.target.checked)}
          />
          {paid ? (
            <>
              <TextField
                label={t('messages_price', { currency: DEFAULT_CURRENCY })}
                inputMode="decimal"
                value={price}
                error={error('price')}
                onChange={(event) => setPrice(event.target.value)}
              />
              <div className="mym-message-composer__teaser">
                {teaser ? (
                  <MediaPreview type={teaser.type} preview={teaser.preview} alt={t('messages_teaser')} />
                ) : null}
                <Button size="small" variant="secondary" onClick={() => onPick('teaser')}>
                  {teaser ? t('messages_change_teaser') : t('messages_add_teaser')}
                </Button>
                {teaser ? (
                  <Button size="small" variant="tertiary" onClick={() => onMediasChange([...medias], null)}>
                    {t('messages_remove_teaser')}
                  </Button>
                ) : null}
              </div>
              {resent.length > 0 ? (
                <Banner kind="warning" dismissible={false}>
                  <p role="alert">
                    {rebought.length > 0
                      ? t('messages_already_bought_warning', { count: rebought.length })
                      : t('messages_already_sent_warning', { count: resent.length })}
                  </p>
                  <Checkbox
                    label={t('messages_sell_again')}
                    checked={resellConfirmed}
                    onChange={(event) => setResellConfirmed(event.target.checked)}
                  />
                </Banner>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
      <TextArea
        label={t('messages_write')}
        rows={2}
        characterLimit={MESSAGE_TEXT_MAX_LENGTH}
        value={text}
        error={error('text')}
        onChange={(event) => setText(event.target.value)}
      />
      {send.isError && !(send.error instanceof CreatorApiError && send.error.fields) ? (
        <p className="mym-form-error" role="alert">
          {t('messages_send_error')}
        </p>
      ) : null}
      <div className="mym-message-composer__actions">
        <Button
          variant="secondary"
          size="small"
          onClick={() => onPick('medias')}
          disabled={medias.length >= MESSAGE_MEDIAS_MAX}
        >
          {t('messages_add_medias')}
        </Button>
        <SavedReplies text={text} onUse={(reply) => setText(reply)} />
        <Button
          type="submit"
          loading={send.isPending}
          disabled={paid && resent.length > 0 && !resellConfirmed}
        >
          {t('messages_send')}
        </Button>
      </div>
    </form>
  );
}
