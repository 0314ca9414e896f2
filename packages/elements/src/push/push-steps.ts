/**
 * The screens of the push group (spec 2 "/push/*"): setup (create and edit), the cloud, a collection, the recap
 * and the confirmation. The composer moves between them; a host that shows them at URLs maps each to a path.
 */
export type PushStep =
  | { screen: 'setup' }
  | { screen: 'cloud' }
  | { screen: 'collection'; collectionId: string }
  | { screen: 'recap' }
  /** A new push's confirmation names the push it confirms, so that a reload can read its state again. */
  | { screen: 'confirmation'; pushId?: string };

export const SETUP_STEP: PushStep = { screen: 'setup' };
