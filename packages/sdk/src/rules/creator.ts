import { ASTRO_CREATOR_CATEGORY } from '../constants';
import type { Creator } from '../contract/creator';

type TermsFlags = Pick<Creator, 'privacyPolicyAccepted' | 'termsOfServiceAccepted' | 'termsOfUseAccepted'>;

/** A creator missing any accepted-terms flag is sent to the terms-acceptance screen (spec 2). */
export function hasAcceptedAllTerms(creator: TermsFlags): boolean {
  return creator.privacyPolicyAccepted && creator.termsOfServiceAccepted && creator.termsOfUseAccepted;
}

/** Category 'astro' marks astro creators (spec 3, 6). */
export function isAstroCreator(creator: Pick<Creator, 'category'>): boolean {
  return creator.category === ASTRO_CREATOR_CATEGORY;
}
