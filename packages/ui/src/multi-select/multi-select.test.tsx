import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { SELECT_VISIBLE_ITEMS } from '../limits';
import { expectNoAxeViolations } from '../test-support/axe';
import { MultiSelect, type SelectOption } from './multi-select';

const options: SelectOption[] = [
  'Fans',
  'Followers',
  'Subscribers',
  'Former fans',
  'Top fans',
  'New fans',
  'VIP',
].map((label) => ({ value: label.toLowerCase().replace(' ', '-'), label }));

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MultiSelect
        label="Targets"
        options={options}
        value={value}
        onChange={setValue}
        placeholder="Choose"
        removeLabel={(name) => `Remove ${name}`}
      />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

describe('MultiSelect', () => {
  it('select menu shows 5 items by default before scrolling (spec 2, spec 9)', async () => {
    expect(SELECT_VISIBLE_ITEMS).toBe(5);
    render(<Harness />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Targets' }));
    const menu = screen.getByRole('listbox');
    expect(menu.style.getPropertyValue('--mym-menu-visible-items')).toBe('5');
    expect(within(menu).getAllByRole('option')).toHaveLength(options.length);
  });

  it('picks several options with the mouse; the menu stays open; picking again unpicks', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Targets' }));
    await userEvent.click(screen.getByRole('option', { name: 'Fans' }));
    await userEvent.click(screen.getByRole('option', { name: 'VIP' }));
    expect(screen.getByTestId('value').textContent).toBe('fans,vip');
    expect(screen.getByRole('option', { name: 'Fans' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('option', { name: 'Fans' }));
    expect(screen.getByTestId('value').textContent).toBe('vip');
  });

  it('works from the keyboard: open, move, pick with Enter, close with Escape', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('followers');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('leaving with Tab after picking keeps what was picked and toggles nothing else', async () => {
    render(
      <>
        <Harness />
        <button type="button">Next field</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('followers');
    await userEvent.tab();
    expect(screen.getByTestId('value').textContent).toBe('followers');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('chosen options show as chips that can be removed', async () => {
    render(<Harness initial={['fans', 'vip']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Fans' }));
    expect(screen.getByTestId('value').textContent).toBe('vip');
  });

  it('renders its menu into the shadow root it lives in and picks from there', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const root = createRoot(mount);
    act(() => root.render(<Harness />));
    const toggle = shadow.querySelector<HTMLElement>('[role="combobox"]')!;
    await userEvent.click(toggle);
    const option = shadow.querySelector<HTMLElement>('[role="option"]')!;
    expect(option.closest('ul')?.parentNode).toBe(shadow);
    await userEvent.click(option);
    expect(shadow.querySelector('[data-testid="value"]')?.textContent).toBe('fans');
    act(() => root.unmount());
    host.remove();
  });

  it('has no axe violations closed with chips, and open', async () => {
    const { container } = render(<Harness initial={['fans']} />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('combobox', { name: 'Targets' }));
    await expectNoAxeViolations(document.body);
  });
});
