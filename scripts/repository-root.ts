import { resolve } from 'node:path';

/** The repository's root folder, which every script's paths start from. */
export const ROOT = resolve(import.meta.dirname, '..');
