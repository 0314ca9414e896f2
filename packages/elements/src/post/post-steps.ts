import type { PostForm } from '@mym/sdk';

/**
 * The screens of the post wizard (spec 2 "/post/*"): the editor with every field, then the steps media, details,
 * schedule and recap the progression timeline shows, the cloud and a collection to pick the media, and the
 * confirmation. A host that shows them at URLs maps each to a path.
 */
export type PostStep =
  | { screen: 'editor' }
  | { screen: 'media' }
  | { screen: 'details' }
  | { screen: 'schedule' }
  | { screen: 'recap' }
  | { screen: 'cloud' }
  | { screen: 'collection'; collectionId: string }
  | { screen: 'confirmation' };

export type PostStepScreen = PostStep['screen'];

/** The wizard's steps in the order the timeline shows them. */
export const POST_WIZARD_STEPS = ['media', 'details', 'schedule', 'recap'] as const;
export type PostWizardStep = (typeof POST_WIZARD_STEPS)[number];

export const EDITOR_STEP: PostStep = { screen: 'editor' };

/** Where the media picker returns to: the screen that opened it, the editor or the media step. */
export function isWizardStep(screen: PostStepScreen): screen is PostWizardStep {
  return (POST_WIZARD_STEPS as readonly string[]).includes(screen);
}

/** The form fields each step asks for: a step with an error among them shows it on the timeline. */
export const STEP_FIELDS: Record<Exclude<PostWizardStep, 'recap'>, readonly (keyof PostForm)[]> = {
  media: ['media'],
  details: ['caption', 'isPrivate', 'playlists', 'thirdPartyConsent'],
  schedule: ['isScheduled', 'scheduledAt'],
};
