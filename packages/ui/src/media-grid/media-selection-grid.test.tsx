import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { type MediaGridItem, MediaSelectionCard, MediaSelectionGrid } from './media-selection-grid';
import { formatPrice } from './price';

const items: MediaGridItem[] = [
  { id: 'a', type: 'image', preview: '/a.png', price: { value: 1000, currency: 'EUR' }, imageCount: 3 },
  {
    id: 'b',
    type: 'video',
    preview: '/b.png',
    price: { value: 1250, currency: 'EUR' },
    videoCount: 1,
    duration: 95,
  },
  { id: 'c', type: 'image', preview: null, imageCount: 1, videoCount: 2 },
];

function Harness({ max }: { max: number }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <>
      <MediaSelectionGrid
        label="Medias"
        items={items}
        selectedIds={selected}
        onSelectionChange={setSelected}
        maxSelectable={max}
        locale="en-US"
        labels={{
          select: (item) => `Select ${item.id}`,
          previewUnavailable: 'Preview unavailable',
          images: (n) => `${n} images`,
          videos: (n) => `${n} videos`,
        }}
      />
      <output data-testid="selected">{selected.join(',')}</output>
    </>
  );
}

describe('MediaSelectionGrid', () => {
  it('shows price, image count, video count and duration as mm:ss (spec 2 "Layout")', () => {
    render(<Harness max={1} />);
    expect(screen.getByText('€10')).toBeTruthy();
    expect(screen.getByText('3 images')).toBeTruthy();
    expect(screen.getByText('2 videos')).toBeTruthy();
    expect(screen.getByText('01:35')).toBeTruthy();
  });

  it('amounts are in minor units, with 2 decimals only when fractional (spec 9)', () => {
    expect(formatPrice({ value: 1000, currency: 'EUR' }, 'en-US')).toBe('€10');
    expect(formatPrice({ value: 1250, currency: 'EUR' }, 'en-US')).toBe('€12.50');
  });

  it("a grid's prices without a locale read the browser's once, not one formatter per card (spec 9)", () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    const prices = Array.from({ length: 40 }, (_, card) =>
      formatPrice({ value: 100 * card, currency: 'EUR' }),
    );
    expect(new Set(prices).size).toBe(40);
    expect(built.mock.calls.length).toBeLessThanOrEqual(3);
    built.mockRestore();
  });

  it('one media selectable: choosing the selected one again deselects it (spec 2 "Collection screen")', async () => {
    render(<Harness max={1} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select a' }));
    expect(screen.getByTestId('selected').textContent).toBe('a');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select b' }));
    expect(screen.getByTestId('selected').textContent).toBe('b');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select b' }));
    expect(screen.getByTestId('selected').textContent).toBe('');
  });

  it('respects the maximum selectable count (spec 2 "Layout")', async () => {
    render(<Harness max={2} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select a' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select b' }));
    const third = screen.getByRole('checkbox', { name: 'Select c' }) as HTMLInputElement;
    expect(third.disabled).toBe(true);
    expect(screen.getByTestId('selected').textContent).toBe('a,b');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Harness max={2} />);
    await expectNoAxeViolations(container);
  });

  it('a card with a mark shows it and its checkbox says it (a fan already bought this media)', () => {
    render(
      <MediaSelectionCard
        item={items[0] as MediaGridItem}
        index={0}
        checked={false}
        disabled={false}
        onToggle={() => undefined}
        labels={{ select: (item) => `Select ${item.id}`, previewUnavailable: 'Preview unavailable' }}
        mark="Already bought"
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select a, Already bought' })).toBeTruthy();
    expect(screen.getByText('Already bought')).toBeTruthy();
  });
});
