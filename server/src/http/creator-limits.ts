import { ApiError } from './errors';

/**
 * How much one creator may create, so that one account cannot fill the database or the disk for everyone:
 * uploads open at once (each holds its declared bytes of the quota and a file in the upload store), and
 * collections, playlists and consultations. Each is configurable (`OPEN_UPLOADS_MAX`, `COLLECTIONS_MAX`,
 * `PLAYLISTS_MAX`, `CONSULTATIONS_MAX`); one more than allowed answers 409 with `<what>_limit_reached`.
 */
export interface CreatorLimits {
  openUploads: number;
  collections: number;
  playlists: number;
  consultations: number;
}

/** Far above what a creator's work needs, far below what would hurt the others. */
export const DEFAULT_CREATOR_LIMITS: CreatorLimits = {
  openUploads: 10,
  collections: 500,
  playlists: 500,
  consultations: 100,
};

const ENV_NAMES: Record<keyof CreatorLimits, string> = {
  openUploads: 'OPEN_UPLOADS_MAX',
  collections: 'COLLECTIONS_MAX',
  playlists: 'PLAYLISTS_MAX',
  consultations: 'CONSULTATIONS_MAX',
};

/** The limits the environment sets; a value that is not a positive integer stops the API at start. */
export function readCreatorLimits(env: NodeJS.ProcessEnv): Partial<CreatorLimits> {
  const limits: Partial<CreatorLimits> = {};
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof CreatorLimits, string][]) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
    limits[key] = value;
  }
  return limits;
}

const WHAT: Record<keyof CreatorLimits, { code: string; noun: string }> = {
  openUploads: { code: 'open_uploads_limit_reached', noun: 'uploads in progress' },
  collections: { code: 'collections_limit_reached', noun: 'collections' },
  playlists: { code: 'playlists_limit_reached', noun: 'playlists' },
  consultations: { code: 'consultations_limit_reached', noun: 'consultations' },
};

/** The refusal of one more than `max`: 409, a code per kind, and the cap in words. */
export function limitReached(kind: keyof CreatorLimits, max: number): ApiError {
  const { code, noun } = WHAT[kind];
  return new ApiError(409, code, `You already have the most ${noun} allowed (${max})`);
}
