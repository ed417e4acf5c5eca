import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { SiteContext } from '../app/SiteContext';
import { LanguageSwitcher, pathInLanguage } from './LanguageSwitcher';

const ALL = ['en', 'nl', 'fr', 'de'] as const;

describe('pathInLanguage', () => {
  it('swaps the language prefix and keeps the rest of the path', () => {
    expect(pathInLanguage('/fr/', 'nl', ALL)).toBe('/nl/');
    expect(pathInLanguage('/fr/contact/', 'en', ALL)).toBe('/en/contact/');
    expect(pathInLanguage('/fr', 'de', ALL)).toBe('/de/');
  });

  it('adds a prefix to an unprefixed path', () => {
    expect(pathInLanguage('/', 'nl', ALL)).toBe('/nl/');
    expect(pathInLanguage('/contact/', 'fr', ALL)).toBe('/fr/contact/');
  });
});

describe('LanguageSwitcher', () => {
  it('offers every enabled language, named in its own language, and marks the current one', async () => {
    await renderWithProviders(
      <SiteContext.Provider value={{ defaultLanguage: 'fr', languages: ['fr', 'nl'], agency: null }}>
        <LanguageSwitcher />
      </SiteContext.Provider>,
      { language: 'fr', route: '/fr/' },
    );
    const navigation = await screen.findByRole('navigation', { name: 'Langue' });
    expect(navigation).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nederlands' })).toHaveAttribute('href', '/nl/');
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('link', { name: 'Deutsch' })).not.toBeInTheDocument();
  });
});
