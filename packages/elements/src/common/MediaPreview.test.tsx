import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { creatorClient } from '../test-support/creator-api';
import { creatorIsland } from '../test-support/render-with-client';
import { MediaPreview } from './MediaPreview';

afterEach(cleanup);

describe('spec 2 "Media preview": a missing preview shows a warning read in the page language', () => {
  it('names the warning icon in words, never by its translation key', () => {
    const { client } = creatorClient(() => undefined);
    render(creatorIsland(<MediaPreview type="image" preview={null} alt="" />, client));
    expect(screen.getByRole('img', { name: 'Aperçu indisponible' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'media_preview_unavailable' })).toBeNull();
  });
});
