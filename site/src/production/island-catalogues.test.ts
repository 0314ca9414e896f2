// @vitest-environment node
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { islandCatalogues } from './island-catalogues';

const ISLANDS = readdirSync(fileURLToPath(new URL('../islands/', import.meta.url)))
  .filter((file) => /^[A-Z]\w*\.tsx$/.test(file))
  .map((file) => file.replace(/\.tsx$/, ''));

describe('each page carries the words of the islands it places, derived from their code (spec 7 translations)', () => {
  it('every island of the folder has its catalogues, without a list to keep', async () => {
    const catalogues = await islandCatalogues();
    expect(Object.keys(catalogues).sort()).toEqual([...ISLANDS].sort());
  }, 30_000);

  it("the sign-in page's islands carry the sign-in's and the frame's words only: no other screen grows /login", async () => {
    const catalogues = await islandCatalogues();
    expect(catalogues.LoginIsland).toEqual(['auth', 'security']);
    expect(catalogues.PublicHeaderIsland).toEqual(['shell']);
    expect(catalogues.PublicAsideIsland).toEqual(['shell']);
  }, 30_000);

  it("a screen's island carries the words of the features it reaches, its lazy steps included", async () => {
    const catalogues = await islandCatalogues();
    // The post wizard reaches the media picker, the uploads, the playlists and the push offer of its last step.
    expect(catalogues.PostIsland).toEqual(
      expect.arrayContaining(['post', 'cloud', 'common/uploads', 'playlists', 'push']),
    );
    expect(catalogues.PushListIsland).not.toContain('post');
  }, 30_000);
});
