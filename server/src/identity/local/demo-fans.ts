/**
 * Fans of the demo creator who are real accounts of the local identity (DESIGN "The fan side"), signing in
 * through the fans' app client: `Fan 01`..`Fan 03` of the seeded audiences, with months of history.
 */
export const DEMO_FAN_PASSWORD = 'Demo#Fan2026';
export const DEMO_FANS = [
  { email: 'fan01@fans.local', name: 'Fan 01' },
  { email: 'fan02@fans.local', name: 'Fan 02' },
  { email: 'fan03@fans.local', name: 'Fan 03' },
] as const;
