import type { Creator } from '@mym/sdk';
import { hasAcceptedAllTerms, isAstroCreator } from '@mym/sdk/rules';
import { Loader } from '@mym/ui';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLinks } from '../app-links';
import { CreatorLoadError } from './CreatorLoadError';
import { useCreator } from './use-creator';

const GatedCreatorContext = createContext<Creator | null>(null);

/** The creator loaded by the nearest CreatorGate. */
export function useGatedCreator(): Creator {
  const creator = useContext(GatedCreatorContext);
  if (!creator) throw new Error('useGatedCreator needs a <CreatorGate> above it');
  return creator;
}

/** Whether the signed-in creator is an astro creator (spec 3, 6: the category is exposed through a context). */
export function useIsAstroCreator(): boolean {
  return isAstroCreator(useGatedCreator());
}

export interface CreatorGateProps {
  children: ReactNode;
  /** Send a creator missing an accepted-terms flag to the terms screen; off on that screen itself (spec 2). */
  requireTerms?: boolean;
  /** Where the gate goes when terms are missing; the host's terms-acceptance screen unless told otherwise. */
  onTermsMissing?: () => void;
}

/**
 * What every private screen stands behind: it loads the creator (GET /creators/me), shows a page error with a
 * retry when that fails, sends a creator who has not accepted every term to the acceptance screen, and only
 * then renders the screen with the creator in context.
 */
export function CreatorGate({ children, requireTerms = true, onTermsMissing }: CreatorGateProps) {
  const { t } = useTranslation();
  const { termsAcceptance } = useAppLinks();
  const goToTerms =
    onTermsMissing ?? (termsAcceptance ? () => window.location.assign(termsAcceptance) : undefined);
  const creator = useCreator();
  // A host with no terms screen to send the creator to shows the screen anyway.
  const termsMissing =
    requireTerms && goToTerms !== undefined && creator.isSuccess && !hasAcceptedAllTerms(creator.data);

  useEffect(() => {
    if (termsMissing) goToTerms?.();
  }, [termsMissing, goToTerms]);

  if (creator.isError) {
    return <CreatorLoadError onRetry={() => void creator.refetch()} retrying={creator.isFetching} />;
  }
  if (creator.isPending || termsMissing) {
    // The screen stays hidden while a creator without accepted terms is on the way to accept them.
    return (
      <div className="mym-page-loading" aria-busy="true">
        <Loader label={t('loading')} />
      </div>
    );
  }
  return <GatedCreatorContext.Provider value={creator.data}>{children}</GatedCreatorContext.Provider>;
}
