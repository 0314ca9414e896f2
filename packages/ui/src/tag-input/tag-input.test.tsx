import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { TAG_MAX_COUNT } from '../limits';
import { expectNoAxeViolations } from '../test-support/axe';
import { preloadTagInput, TagInput } from './tag-input';
import type { TagItem } from './tag-options';

const items: TagItem[] = ['Travel', 'Fitness', 'Food', 'Fashion'].map((label) => ({
  label,
  value: label.toLowerCase(),
}));

function Harness({
  allowCreate = true,
  initial = [] as TagItem[],
  max,
}: {
  allowCreate?: boolean;
  initial?: TagItem[];
  max?: number;
}) {
  const [tags, setTags] = useState<TagItem[]>(initial);
  return (
    <>
      <TagInput
        label="Playlists"
        items={items}
        value={tags}
        onChange={setTags}
        allowCreate={allowCreate}
        max={max}
        createLabel={(text) => `Create "${text}"`}
        removeLabel={(name) => `Remove ${name}`}
      />
      <output data-testid="tags">{tags.map((t) => t.value).join(',')}</output>
    </>
  );
}

const input = () => screen.getByRole('combobox');
const tags = () => screen.getByTestId('tags').textContent;

describe('TagInput before its suggestions code arrived (it loads when the creator reaches the field)', () => {
  it('shows the field at once and takes a word and a space as a tag (spec 2)', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: ' Sunset' } });
    fireEvent.keyDown(input(), { key: ' ' });
    expect(tags()).toBe('sunset');
    expect(screen.getByText('(2)')).toBeTruthy();
  });

  it('keeps what was typed meanwhile, the focus and the suggestions open on it once the code is here', async () => {
    render(<Harness />);
    input().focus();
    fireEvent.change(input(), { target: { value: 'Bea' } });
    await userEvent.click(await screen.findByRole('option', { name: 'Create "bea"' }));
    expect(tags()).toBe('bea');
    expect(document.activeElement).toBe(input());
  });
});

describe('TagInput', () => {
  // A creator who types has focused the field first: its code is here by the first keystroke.
  beforeAll(() => preloadTagInput());

  it('choosing an item adds a removable tag (spec 2)', async () => {
    render(<Harness />);
    await userEvent.type(input(), 'fit');
    await userEvent.click(screen.getByRole('option', { name: 'Fitness' }));
    expect(tags()).toBe('fitness');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Fitness' }));
    expect(tags()).toBe('');
  });

  it('typing a word then a space creates a tag from the lowercased trimmed text (spec 2)', async () => {
    render(<Harness />);
    await userEvent.type(input(), '  Sunset ');
    expect(tags()).toBe('sunset');
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('offers the typed text as a new option when nothing matches and creation is allowed (spec 2)', async () => {
    render(<Harness />);
    await userEvent.type(input(), 'Beach');
    await userEvent.click(screen.getByRole('option', { name: 'Create "beach"' }));
    expect(tags()).toBe('beach');
  });

  it('offers nothing new when creation is not allowed', async () => {
    render(<Harness allowCreate={false} />);
    await userEvent.type(input(), 'Beach');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await userEvent.type(input(), ' ');
    expect(tags()).toBe('');
  });

  it('Tab selects the highlighted item (spec 2)', async () => {
    render(<Harness />);
    await userEvent.type(input(), 'foo');
    await userEvent.tab();
    expect(tags()).toBe('food');
  });

  it('a pick closes the menu, so leaving the field with Tab adds nothing more (spec 2)', async () => {
    render(<Harness />);
    await userEvent.type(input(), 'fit');
    await userEvent.click(screen.getByRole('option', { name: 'Fitness' }));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await userEvent.type(input(), 'tra{Enter}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await userEvent.tab();
    expect(tags()).toBe('fitness,travel');
    await userEvent.click(input());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Food', 'Fashion']);
  });

  it('a remaining-count indicator shows as (n), default maximum 3 (spec 2, spec 9)', async () => {
    expect(TAG_MAX_COUNT).toBe(3);
    render(<Harness />);
    expect(screen.getByText('(3)')).toBeTruthy();
    await userEvent.type(input(), 'a b ');
    expect(screen.getByText('(1)')).toBeTruthy();
  });

  it('at the maximum the input is hidden and disabled (spec 2)', async () => {
    render(<Harness initial={items.slice(0, 2)} />);
    await userEvent.type(input(), 'c ');
    expect(tags()).toBe('travel,fitness,c');
    const field = screen.getByRole('combobox', { hidden: true }) as HTMLInputElement;
    expect(field.hidden).toBe(true);
    expect(field.disabled).toBe(true);
    expect(screen.getByText('(0)')).toBeTruthy();
  });

  it('has no axe violations, empty, with tags and with the menu open', async () => {
    const { container } = render(<Harness initial={items.slice(0, 1)} />);
    await expectNoAxeViolations(container);
    await userEvent.type(input(), 'f');
    await expectNoAxeViolations(document.body);
  });
});
