import { CreatorApiError, type CreatorUpdate } from '@mym/sdk';
import { DEFAULT_CURRENCY, MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import { Button, TextArea, TextField } from '@mym/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppLinks } from '../common/app-links';
import { useGatedCreator } from '../common/creator/CreatorGate';
import { CREATOR_QUERY_KEY } from '../common/creator/use-creator';
import { registerStored } from '../common/stored-field';
import { useCreatorClient } from '../creator-client';
import { ProfilePictureUpload } from './ProfilePictureUpload';
import { usePendingPicture } from './use-pending-picture';
import { priceText, readSubscriptionPrice, useSubscriptionPrice } from './use-subscription-price';

interface ProfileValues {
  displayName: string;
  bio: string;
  /** The monthly subscription price in major units, as typed; empty sells no subscription. */
  subscriptionPrice: string;
}

export interface ProfileEditFormProps {
  /** Called once the changes are saved; the site goes back to the profile. */
  onSaved?: () => void;
}

/**
 * `/profile/edit` (spec 2): the picture and the display fields of the profile, validated on submit with every
 * error under its field (spec 5 "Generic"), saved together: the chosen picture first, then PATCH /creators/me.
 * Field errors the server answers are shown the same way. Leaving with "Annuler" saves nothing.
 */
export function ProfileEditForm({ onSaved }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const links = useAppLinks();
  const creator = useGatedCreator();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const subscription = useSubscriptionPrice();
  const savedPrice = subscription.query.data?.price;
  const form = useForm<ProfileValues>({
    // The price is there at once when the page came with it (the server's HTML then shows it too).
    defaultValues: {
      displayName: creator.displayName ?? '',
      bio: creator.bio ?? '',
      subscriptionPrice: priceText(savedPrice),
    },
  });
  const { handleSubmit, setError, setValue, getFieldState, formState } = form;
  useEffect(() => {
    // Otherwise the price arrives after the form opens: it fills the field unless the creator has typed already.
    if (savedPrice !== undefined && !getFieldState('subscriptionPrice').isDirty) {
      setValue('subscriptionPrice', priceText(savedPrice));
    }
  }, [savedPrice, getFieldState, setValue]);
  const picture = usePendingPicture();
  const save = useMutation({
    mutationFn: (changes: CreatorUpdate) => client.creator.update(changes),
    onSuccess: (updated) => queryClient.setQueryData(CREATOR_QUERY_KEY, updated),
  });

  const submit = handleSubmit(async ({ displayName, bio, subscriptionPrice }) => {
    if (!(await picture.save())) return;
    try {
      await save.mutateAsync({ displayName, bio: bio.trim() === '' ? null : bio });
      const price = readSubscriptionPrice(subscriptionPrice);
      if (typeof price !== 'string' && priceText(price) !== priceText(savedPrice)) {
        await subscription.save.mutateAsync(price);
      }
      // Without a handler the creator goes back to the host's profile screen, when it has one.
      if (onSaved) onSaved();
      else if (links.profile) window.location.assign(links.profile);
    } catch (error) {
      for (const [field, keys] of Object.entries((error as CreatorApiError).fields ?? {})) {
        if ((field === 'displayName' || field === 'bio') && keys[0]) setError(field, { message: keys[0] });
        if (field === 'price' && keys[0]) setError('subscriptionPrice', { message: keys[0] });
      }
    }
  });
  const fieldError = (field: keyof ProfileValues) => {
    const message = formState.errors[field]?.message;
    return message ? t(message) : undefined;
  };
  const failure = save.error ?? subscription.save.error;
  const serverFailed = failure !== null && !(failure instanceof CreatorApiError && failure.fields);

  return (
    <div className="mym-profile-edit">
      <h1 className="mym-profile-edit__title">{t('profile_edit_title')}</h1>
      <ProfilePictureUpload
        pending={picture.pending}
        onPendingChange={picture.choose}
        uploads={picture.uploads}
        onCancel={picture.cancel}
        error={picture.error}
      />
      <form className="mym-profile-edit__form" noValidate onSubmit={submit}>
        <TextField
          label={t('profile_edit_display_name')}
          autoComplete="nickname"
          error={fieldError('displayName')}
          {...registerStored(form, 'displayName', {
            setValueAs: (value: string) => value.trim(),
            validate: (value) => value !== '' || MANDATORY_FIELD_ERROR,
          })}
        />
        <TextArea
          label={t('profile_edit_bio')}
          hint={t('profile_edit_bio_hint')}
          error={fieldError('bio')}
          {...registerStored(form, 'bio')}
        />
        <TextField
          label={t('profile_edit_subscription_price', { currency: DEFAULT_CURRENCY })}
          hint={t('profile_edit_subscription_price_hint')}
          inputMode="decimal"
          disabled={subscription.query.isPending}
          error={fieldError('subscriptionPrice')}
          {...registerStored(form, 'subscriptionPrice', {
            validate: (value) => {
              const price = readSubscriptionPrice(value);
              return typeof price === 'string' ? price : true;
            },
          })}
        />
        {serverFailed && (
          <p className="mym-form-error" role="alert">
            {t('profile_edit_save_error')}
          </p>
        )}
        <div className="mym-profile-edit__actions">
          <Button type="submit" loading={formState.isSubmitting}>
            {t('profile_edit_save')}
          </Button>
          {links.profile && (
            <a className="mym-button mym-button--tertiary mym-button--medium" href={links.profile}>
              {t('profile_edit_cancel')}
            </a>
          )}
        </div>
      </form>
    </div>
  );
}
