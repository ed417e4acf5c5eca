import type { ComponentType } from 'react';
import type { Article, ArticlesResponse, Language, PageModule, SiteConfiguration, SitePage } from 'shared-kernel';
import { siteApi, type AppStore } from 'shared-kernel/react';
import { contentApi } from '../app/contentApi';

/** A site configuration as `GET /api/site?lang=fr` answers it, small. */
export function siteConfiguration(overrides: Partial<SiteConfiguration['config']> = {}): SiteConfiguration {
  return {
    defaultLanguage: 'fr',
    language: 'fr',
    languages: [
      { code: 'fr', use: true },
      { code: 'nl', use: true },
      { code: 'en', use: true },
      { code: 'de', use: true },
    ],
    agency: { name: 'Agence Test', phone: '025123456', email: 'info@example.be', street: 'Rue 1', zip: '1000', city: 'Bruxelles' },
    topBar: {
      left: [
        { status: 'Published', label: '02 512 34 56', link: 'tel:+3225123456', icon: 'phone', color: '' },
        { status: 'Draft', label: 'Brouillon', link: '/contact/', icon: '', color: '' },
      ],
      right: [
        { status: 'Published', label: 'Estimation gratuite', link: '/contact-demand/', icon: 'calculator', color: '' },
        { status: 'Published', label: 'Accès propriétaire', link: '/login/', icon: 'lock', color: '' },
      ],
    },
    appBar: { logo: 'left', menu: 'right', languageSwitcher: 'right' },
    banner: { type: 'gallery', images: ['banner-1', 'banner-2'], title: 'Bienvenue', description: 'Depuis 1967' },
    footer: [
      {
        title: 'Visible',
        titlePublic: true,
        intro: 'Intro cachée',
        introPublic: false,
        text: 'Ligne 1\n02 512 34 56',
        textPublic: true,
        image: null,
        sizes: { sm: 12, md: 6, lg: 4 },
      },
    ],
    config: {
      showSearchInput: false,
      showSearchButton: false,
      showSearchCount: false,
      showCountProperty: true,
      showFreeEvaluation: true,
      changeOnScroll: true,
      topBarShow: true,
      logoOnHome: 'afterScroll',
      data: { countProperty: [453, 240] },
      ...overrides,
    },
    siteInfo: {},
  };
}

export function pageModule(overrides: Partial<PageModule> = {}): PageModule {
  return {
    id: 1,
    title: 'Titre du module',
    titlePublic: true,
    titleSize: 'h2',
    description: '',
    description2: '',
    position: 'main',
    span: 12,
    col: { sm: 12, md: 12, lg: 12 },
    sort: 1,
    view: 'card',
    class: '',
    backgroundType: '',
    image: null,
    images: [],
    colorBackground: '',
    relations: [],
    status: 'Published',
    numberItemOfRow: 1,
    maxItems: 0,
    isHasSubcategories: false,
    ...overrides,
  };
}

export function sitePage(id: number, path: string, status: string, sort: number, paths: Partial<Record<Language, string>> = {}): SitePage {
  return {
    id,
    parentId: null,
    name: path,
    path,
    status,
    createDate: '',
    modifyDate: '',
    sort,
    inMenu: status === 'Published',
    childMenus: [],
    params: {
      title: `Page ${path}`,
      description: '',
      metadata: '',
      seoActive: true,
      image: null,
      modules: [],
      sort,
      submenu: false,
      showSubmenu: false,
      content: '',
      css: '',
      type: 'module',
      redirect: false,
      redirectUrl: '',
      path: paths,
      breadcrumb: false,
      banner: false,
      bannerTitle: '',
      bannerDescription: '',
    },
  };
}

export function article(id: number, categoryId: number, sort = id): Article {
  return {
    id,
    categoryId,
    slug: `article-${id}`,
    title: `Article ${id}`,
    summary: `Résumé ${id}`,
    body: `Texte ${id}`,
    imageId: null,
    sort,
    createdAt: '',
  };
}

/** Fills the shell's queries as if the api had answered, so components render without a network. */
export async function seedContent(
  store: AppStore,
  lang: Language,
  content: { site?: SiteConfiguration; pages?: SitePage[]; articles?: { category?: number; answer: ArticlesResponse }[] },
) {
  const { upsertQueryData } = contentApi.util;
  if (content.site) await store.dispatch(siteApi.util.upsertQueryData('siteConfiguration', lang, content.site));
  await store.dispatch(upsertQueryData('pages', lang, { language: lang, pages: content.pages ?? [] }));
  for (const { category, answer } of content.articles ?? []) {
    await store.dispatch(upsertQueryData('articles', category === undefined ? { lang } : { lang, category }, answer));
  }
}

/** Stands in for every remote: shows which one and with which props. */
export function StubRemote(id: string): ComponentType<Record<string, unknown>> {
  return function Stub(props) {
    const shown = Object.fromEntries(Object.entries(props).filter(([, value]) => typeof value !== 'function'));
    return (
      <div data-testid={`remote ${id}`}>
        {id} {JSON.stringify(shown)}
      </div>
    );
  };
}
