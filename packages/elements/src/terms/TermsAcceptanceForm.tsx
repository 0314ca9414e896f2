import type { CreatorUpdate } from '@mym/sdk';
import { hasAcceptedAllTerms, MANDATORY_FIELD_ERROR } from '@mym/sdk/rules';
import { Button, Checkbox } from '@mym/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AppLinkName, useAppLinks } from '../common/app-links';
import { useGatedCreator } from '../common/creator/CreatorGate';
import { CREATOR_QUERY_KEY } from '../common/creator/use-creator';
import { registerStoredChoice } from '../common/stored-field';
import { useCreatorClient } from '../creator-client';

type TermsFlag = 'privacyPolicyAccepted' | 'termsOfServiceAccepted' | 'termsOfUseAccepted';
type TermsValues = Record<TermsFlag, boolean>;

/** Each flag of spec 3 with its label and the legal page it refers to. */
const TERMS: ReadonlyArray<{ flag: TermsFlag; label: string; link: AppLinkName; title: string }> = [
  {
    flag: 'privacyPolicyAccepted',
    label: 'terms_accept_privacy_policy',
    link: 'privacy',
    title: 'legal_privacy_title',
  },
  {
    flag: 'termsOfServiceAccepted',
    label: 'terms_accept_terms_of_service',
    link: 'terms',
    title: 'legal_terms_title',
  },
  {
    flag: 'termsOfUseAccepted',
    label: 'terms_accept_terms_of_use',
    link: 'termsOfUse',
    title: 'legal_terms_of_use_title',
  },
];

export interface TermsAcceptanceFormProps {
  /** Where the creator goes once every term is accepted; the profile unless told otherwise. */
  onAccepted?: () => void;
}

/**
 * The terms-acceptance screen (spec 2 `/signup/social-network/confirmation`): every box is required and
 * unticked ones show mandatory_field_is_empty_error under them (spec 5); the choice is saved with
 * PATCH /creators/me. Terms already accepted stay ticked.
 */
export function TermsAcceptanceForm({ onAccepted }: TermsAcceptanceFormProps) {
  const { t } = useTranslation();
  const links = useAppLinks();
  const goToProfile = () => {
    if (links.profile) window.location.assign(links.profile);
  };
  const creator = useGatedCreator();
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  const form = useForm<TermsValues>({
    defaultValues: {
      privacyPolicyAccepted: creator.privacyPolicyAccepted,
      termsOfServiceAccepted: creator.termsOfServiceAccepted,
      termsOfUseAccepted: creator.termsOfUseAccepted,
    },
  });
  const { handleSubmit, formState } = form;
  const save = useMutation({
    mutationFn: (changes: CreatorUpdate) => client.creator.update(changes),
    onSuccess: (updated) => {
      queryClient.setQueryData(CREATOR_QUERY_KEY, updated);
      if (hasAcceptedAllTerms(updated)) (onAccepted ?? goToProfile)();
    },
  });

  return (
    <form
      className="mym-terms"
      noValidate
      aria-labelledby="mym-terms-title"
      onSubmit={handleSubmit((values) => save.mutateAsync(values).catch(() => undefined))}
    >
      <h1 id="mym-terms-title" className="mym-terms__title">
        {t('terms_acceptance_title')}
      </h1>
      <p className="mym-terms__description">{t('terms_acceptance_description')}</p>
      {TERMS.map(({ flag, label, link, title }) => (
        <div key={flag} className="mym-terms__item">
          <Checkbox
            label={t(label)}
            error={formState.errors[flag]?.message ? t(formState.errors[flag].message) : undefined}
            {...registerStoredChoice(form, flag, undefined, {
              validate: (accepted) => accepted || MANDATORY_FIELD_ERROR,
            })}
          />
          <a className="mym-link mym-terms__read" href={links[link]} target="_blank" rel="noopener">
            {t('terms_read_link')}
            <span className="mym-visually-hidden">{` — ${t(title)} (${t('link_new_tab')})`}</span>
          </a>
        </div>
      ))}
      {save.isError && (
        <p className="mym-form-error" role="alert">
          {t('terms_save_error')}
        </p>
      )}
      <Button type="submit" size="large" loading={formState.isSubmitting}>
        {t('terms_submit')}
      </Button>
    </form>
  );
}
