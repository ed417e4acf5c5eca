import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from 'shared-kernel/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { loadRemoteModule } from '../federation/loadRemoteModule';
import { article, pageModule, seedContent, StubRemote } from '../testing/content';
import { ModuleBlock, ModuleList, type ModuleContext } from './ModuleBlock';

jest.mock('../federation/loadRemoteModule', () => ({
  ...jest.requireActual<object>('../federation/loadRemoteModule'),
  loadRemoteModule: jest.fn(),
}));
jest.mocked(loadRemoteModule).mockImplementation(async (id) => ({ default: StubRemote(id) }) as never);

const context: ModuleContext = { counts: [453, 240], contactKind: 'contact' };
const services = Array.from({ length: 12 }, (_, index) => ({ ...article(index + 1, 2), slug: `service-${index + 1}` }));
const slides = Array.from({ length: 45 }, (_, index) => article(100 + index, 1));

async function renderModules(ui: React.ReactElement) {
  const store = createAppStore();
  await seedContent(store, 'fr', {
    articles: [
      { category: 2, answer: { language: 'fr', category: { id: 2, kind: 'service', name: 'Services' }, articles: services } },
      { category: 1, answer: { language: 'fr', category: { id: 1, kind: 'slider', name: 'Diaporama' }, articles: slides } },
      { answer: { language: 'fr', category: null, articles: [article(40, 6), article(41, 6)] } },
    ],
  });
  return renderWithProviders(ui, { language: 'fr', route: '/fr/', store });
}

describe('ModuleBlock', () => {
  it('shows a public title at its titleSize, its descriptions, its class and colour background', async () => {
    await renderModules(
      <ModuleBlock
        module={pageModule({
          title: { fr: 'Nos chiffres', en: 'Our figures' },
          titleSize: 'h3',
          description: 'Avant',
          description2: 'Après',
          class: 'highlight',
          backgroundType: 'color',
          colorBackground: 'rgb(244, 239, 230)',
          relations: [{ type: 'stats-view', id: 1 }],
        })}
        context={context}
      />,
    );
    const section = screen.getByRole('heading', { level: 3, name: 'Nos chiffres' }).closest('section');
    expect(section).toHaveClass('highlight');
    expect(section).toHaveStyle({ backgroundColor: 'rgb(244, 239, 230)' });
    expect(section).toHaveTextContent(/Avant.*453.*240.*Après/);
  });

  it('leaves a title out when it is not public, but names the block with it', async () => {
    await renderModules(<ModuleBlock module={pageModule({ titlePublic: false, relations: [{ type: 'stats-view', id: 1 }] })} context={context} />);
    expect(screen.queryByRole('heading', { name: 'Titre du module' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Titre du module' })).toBeInTheDocument();
  });

  it('gives a property list its row count and maximum, not browsable', async () => {
    await renderModules(
      <ModuleBlock module={pageModule({ numberItemOfRow: 4, maxItems: 4, relations: [{ type: 'property-list', id: 23 }] })} context={context} />,
    );
    expect(await screen.findByTestId('remote mf_listings/PropertyList')).toHaveTextContent(
      '{"numberItemOfRow":4,"maxItems":4,"browsable":false}',
    );
  });

  it("shows the page's enquiry form for a contact module", async () => {
    await renderModules(
      <ModuleBlock module={pageModule({ relations: [{ type: 'contact', id: 12 }] })} context={{ ...context, contactKind: 'free-valuation' }} />,
    );
    expect(await screen.findByTestId('remote mf_forms/EnquiryForm')).toHaveTextContent('{"kind":"free-valuation"}');
  });

  it('shows at most 10 services in an odds view, linked to their pages', async () => {
    await renderModules(<ModuleBlock module={pageModule({ view: 'odds', relations: [{ type: 'category', id: 2 }] })} context={context} />);
    const links = await screen.findAllByRole('link', { name: /Lire la suite/ });
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveAttribute('href', '/fr/les-services/service-1/');
  });

  it('shows a slider of up to 40 items, one at a time', async () => {
    await renderModules(<ModuleBlock module={pageModule({ view: 'slider', relations: [{ type: 'category', id: 1 }] })} context={context} />);
    expect(await screen.findByRole('heading', { name: 'Article 100' })).toBeInTheDocument();
    expect(screen.getByText('1 sur 40')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(screen.getByRole('heading', { name: 'Article 139' })).toBeInTheDocument();
  });

  it('shows one article of its relation in a single view, and collapse sections that open', async () => {
    await renderModules(
      <ModuleList
        modules={[
          pageModule({ id: 2, sort: 2, view: 'collapse', relations: [{ type: 'category', id: 2 }] }),
          pageModule({ id: 1, sort: 1, view: 'single', relations: [{ type: 'article', id: 41 }] }),
          pageModule({ id: 3, sort: 3, status: 'Draft', relations: [{ type: 'stats-view', id: 1 }] }),
        ]}
        context={context}
      />,
    );
    const single = await screen.findByRole('heading', { name: 'Article 41' });
    expect(screen.queryByRole('heading', { name: 'Article 40' })).not.toBeInTheDocument();
    const collapse = document.querySelector('[data-view="collapse"]') as HTMLElement;
    expect(single.compareDocumentPosition(collapse) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const first = within(collapse).getByText('Article 1');
    expect(first.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(first);
    expect(first.closest('details')).toHaveAttribute('open');
    expect(document.querySelector('[data-view="stats"]')).toBeNull();
  });

  it('lays out its columns by sm, md and lg widths', async () => {
    await renderModules(
      <ModuleBlock module={pageModule({ col: { sm: 12, md: 6, lg: 4 }, relations: [{ type: 'stats-view', id: 1 }] })} context={context} />,
    );
    const section = screen.getByRole('heading', { name: 'Titre du module' }).closest('section');
    const css = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    const ownClass = [...(section?.classList ?? [])].find((name) => css.includes(`.${name}`)) ?? '-';
    const own = css.split('\n').filter((rule) => rule.includes(`.${ownClass}`));
    expect(own.join('\n')).toMatch(/^\.[\w-]+ \{.*grid-column: span 12;/m);
    expect(own.join('\n')).toMatch(/@media \(min-width: 767px\) \{\s*\.[\w-]+ \{.*grid-column: span 6;/);
    expect(own.join('\n')).toMatch(/@media \(min-width: 1280px\) \{\s*\.[\w-]+ \{.*grid-column: span 4;/);
  });
});
