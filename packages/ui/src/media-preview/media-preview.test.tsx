import { mediaKind } from '@mym/constants';
import { formatDuration } from '@mym/constants/money';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { MediaPreview } from './media-preview';

describe('MediaPreview', () => {
  it('a missing preview shows a fallback warning icon (spec 2)', () => {
    render(<MediaPreview type="image" preview={null} alt="" fallbackLabel="Preview unavailable" />);
    expect(screen.getByRole('img', { name: 'Preview unavailable' })).toBeTruthy();
  });

  it('a failed load shows a fallback warning icon (spec 2)', () => {
    render(
      <MediaPreview type="image/png" preview="/broken.png" alt="Beach" fallbackLabel="Preview unavailable" />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Beach' }));
    expect(screen.getByRole('img', { name: 'Preview unavailable' })).toBeTruthy();
  });

  it('video duration shown as minutes:seconds (spec 2)', () => {
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(10800)).toBe('180:00');
    expect(formatDuration(59.9)).toBe('00:59');
    render(
      <MediaPreview
        type="video/mp4"
        preview="/v.jpg"
        alt="Clip"
        duration={125}
        fallbackLabel="Preview unavailable"
      />,
    );
    expect(screen.getByText('02:05')).toBeTruthy();
  });

  it('a type starting with image is an image, starting with video a video (spec 3)', () => {
    expect(mediaKind('image/jpeg')).toBe('image');
    expect(mediaKind('video')).toBe('video');
    expect(mediaKind('application/pdf')).toBeNull();
  });

  it('has no axe violations with a preview, a fallback and a video', async () => {
    const { container } = render(
      <div>
        <MediaPreview type="image" preview="/a.png" alt="A" fallbackLabel="Preview unavailable" />
        <MediaPreview type="image" alt="" fallbackLabel="Preview unavailable" />
        <MediaPreview
          type="video"
          preview="/v.jpg"
          alt="Clip"
          duration={30}
          fallbackLabel="Preview unavailable"
        />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
