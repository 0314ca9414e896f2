import { Button } from '@mym/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatorClient } from '../creator-client';
import { toolsQueries } from './tools-queries';

// The QR encoder loads with the referral link's card, not with the tools' first paint.
const QrCode = lazy(() => import('../common/QrCode').then((module) => ({ default: module.QrCode })));

/**
 * The creator's sponsor link (spec 3 "Referral": the sign-up page with `?creator=<id>`), to copy or to scan, and
 * how many creators signed up through it.
 */
export function ReferralLink({ signupHref }: { signupHref: string }) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const sponsorship = useQuery(toolsQueries.sponsorship(client));
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const fieldId = useId();
  const titleId = useId();
  if (sponsorship.isError) {
    return (
      <p className="mym-tools__error" role="alert">
        {t('tools_referral_error')}
      </p>
    );
  }
  if (!sponsorship.data) return null;
  const url = new URL(signupHref, globalThis.location?.href ?? 'http://localhost');
  url.search = new URLSearchParams({ [sponsorship.data.userType]: String(sponsorship.data.id) }).toString();
  const link = url.toString();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className="mym-tools__referral" aria-labelledby={titleId} part="referral">
      <div className="mym-tools__referral-text">
        <h2 id={titleId} className="mym-tools__referral-title">
          {t('tools_referral_title')}
        </h2>
        <p className="mym-tools__intro">{t('tools_referral_description')}</p>
        <label className="mym-tools__referral-label" htmlFor={fieldId}>
          {t('tools_referral_link')}
        </label>
        <div className="mym-tools__referral-row">
          <input
            id={fieldId}
            className="mym-tools__referral-field"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button size="small" onClick={() => void copy()}>
            {t('tools_referral_copy')}
          </Button>
        </div>
        <p className="mym-tools__referral-status" role="status">
          {copied === 'copied' && t('tools_referral_copied')}
          {copied === 'failed' && t('tools_referral_copy_failed')}
        </p>
        <p className="mym-tools__referral-signups">
          {t('tools_referral_signups', { count: sponsorship.data.signups })}
        </p>
      </div>
      <Suspense fallback={<div className="mym-tools__qr mym-tools__qr--pending" aria-hidden="true" />}>
        <QrCode className="mym-tools__qr" value={link} label={t('tools_referral_qr')} />
      </Suspense>
    </section>
  );
}
