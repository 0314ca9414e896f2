import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { CARTRIDGE_TYPES, Cartridge } from './cartridge';

describe('Cartridge', () => {
  it('types are default, progress, success, danger, creator, user (spec 2 "Cartridge types")', () => {
    expect(CARTRIDGE_TYPES).toEqual(['default', 'progress', 'success', 'danger', 'creator', 'user']);
    for (const type of CARTRIDGE_TYPES) render(<Cartridge type={type}>{type}</Cartridge>);
    for (const type of CARTRIDGE_TYPES) {
      expect(screen.getByText(type).closest('.mym-cartridge')?.className).toContain(`mym-cartridge--${type}`);
    }
  });

  it('shows an optional title above its content, and a decorative icon', () => {
    const { container } = render(
      <Cartridge title="Heads up" icon={<span>i</span>}>
        Body
      </Cartridge>,
    );
    expect(screen.getByText('Heads up').className).toBe('mym-cartridge__title');
    expect(container.querySelector('.mym-cartridge__icon')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('has no axe violations in every type', async () => {
    const { container } = render(
      <div>
        {CARTRIDGE_TYPES.map((type) => (
          <Cartridge key={type} type={type} title={type}>
            text
          </Cartridge>
        ))}
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
