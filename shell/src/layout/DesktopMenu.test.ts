import { itemsThatFit } from './DesktopMenu';

describe('itemsThatFit', () => {
  it('keeps every item when the row holds them all, gaps included', () => {
    expect(itemsThatFit([100, 100, 100], 340, 60, 20)).toBe(3);
  });

  it('moves the last items under "More" and keeps room for its button', () => {
    // 100 + 20 + 100 + 20 + 60 (More) = 300 fits in 339; a third item would need 420.
    expect(itemsThatFit([100, 100, 100], 339, 60, 20)).toBe(2);
    expect(itemsThatFit([100, 100, 100], 150, 60, 20)).toBe(0);
  });
});
