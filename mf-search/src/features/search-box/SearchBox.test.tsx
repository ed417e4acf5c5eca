import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { matchTypes } from './matchTypes';
import { SearchBox } from './SearchBox';

describe('matchTypes', () => {
  it('lists every type for an empty query', () => {
    expect(matchTypes('', 'fr')).toHaveLength(7);
  });

  it('matches names ignoring case and accents', () => {
    expect(matchTypes('APPART', 'fr').map((type) => type.webId)).toEqual([3]);
    expect(matchTypes('immeuble de rapport', 'fr').map((type) => type.webId)).toEqual([5]);
  });

  it('matches in the given language only', () => {
    expect(matchTypes('appartement', 'nl').map((type) => type.webId)).toEqual([3]);
    expect(matchTypes('wohnung', 'fr')).toEqual([]);
  });
});

describe('SearchBox', () => {
  it('is labelled and narrows the types as the visitor types', async () => {
    await renderWithProviders(<SearchBox />, { language: 'fr', namespaces: ['search'] });
    const box = await screen.findByLabelText('Rechercher un bien');
    expect(box).toHaveAttribute('placeholder', 'ID, type, commune');
    await userEvent.type(box, 'studio');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/for-sale/?type=2']);
  });

  it('says so when nothing matches', async () => {
    await renderWithProviders(<SearchBox />, { language: 'en', namespaces: ['search'] });
    await userEvent.type(await screen.findByLabelText('Search the properties'), 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('No property type matches “xyz”');
  });
});
