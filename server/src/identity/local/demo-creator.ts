/**
 * The creator every fresh local stack signs in with. The password meets every rule of spec 5 (upper, lower,
 * digit, a special character of the set, 12 to 32 characters).
 */
export const DEMO_CREATOR = {
  email: 'demo.creator@creators.local',
  password: 'Demo#Creator2026',
  displayName: 'Demo Creator',
} as const;
