import { fireEvent, screen } from '@testing-library/react';
import { ServerCookiesContext } from 'shared-kernel/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { MediaSection } from './MediaSection';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const TOUR = 'https://my.matterport.com/show/?m=SxQL3iGyoDo';

/** The section as a visitor with this consent cookie gets it (the server renders with the same). */
function renderSection(cookies: string, language: 'fr' | 'nl' = 'fr') {
  return renderWithProviders(
    <ServerCookiesContext.Provider value={cookies}>
      <MediaSection virtualTourUrl={TOUR} videoUrls={[YOUTUBE]} />
    </ServerCookiesContext.Provider>,
    { language, namespaces: ['listings'] },
  );
}

describe('MediaSection', () => {
  it('loads no player or tour of another site before a consent choice: each names its host and offers to show it', async () => {
    const { container } = await renderSection('');
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('group', { name: 'Visite virtuelle' })).toHaveTextContent('my.matterport.com');
    expect(screen.getByRole('group', { name: 'Vidéo 1' })).toHaveTextContent('www.youtube-nocookie.com');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher\u202f: Vidéo 1' }));
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('loads none when the visitor refused social media, and says so in their language', async () => {
    const { container } = await renderSection('consent=necessary.analytics', 'nl');
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Tonen: / })).toHaveLength(2);
  });

  it('loads them at once with consent to social media', async () => {
    const { container } = await renderSection('consent=necessary.social');
    expect(container.querySelectorAll('iframe')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
