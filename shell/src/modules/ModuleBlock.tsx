import styled from '@emotion/styled';
import {
  isPublished,
  localizedText,
  moduleHeadingLevel,
  moduleItemLimit,
  type Article,
  type ArticleCategoryKind,
  type PageModule,
} from 'shared-kernel';
import type { EnquiryKind } from 'shared-kernel/federation';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { RemoteSlot } from '../federation/RemoteSlot';
import { useArticlesQuery } from '../app/contentApi';
import { Loading } from '../pages/Loading';
import { relationView } from '../pages/pageLoader';
import { ArticleView } from './ArticleViews';
import { Heading } from './Heading';
import { StatsView } from './StatsView';

/** What modules draw from besides their own relations: the site's counts and the page's form. */
export interface ModuleContext {
  counts: [sale: number, rent: number] | undefined;
  /** The enquiry form a contact module shows on this page. */
  contactKind: EnquiryKind;
}

// `$`: style inputs, not attributes (`span` and `background` are HTML's, so emotion would pass them on).
const Section = styled.section<{ $col: PageModule['col']; $span: number; $background: string; $image: string | null }>`
  grid-column: span ${({ $col, $span }) => $col.sm || $span || 12};
  ${({ theme }) => theme.media.tablet} {
    grid-column: span ${({ $col, $span }) => $col.md || $span || 12};
  }
  ${({ theme }) => theme.media.desktop} {
    grid-column: span ${({ $col, $span }) => $col.lg || $span || 12};
  }
  padding: ${({ $background, $image, theme }) => ($background || $image ? theme.space(6) : 0)};
  border-radius: ${({ theme }) => theme.radius};
  background-color: ${({ $background }) => $background || 'transparent'};
  ${({ $image }) =>
    $image
      ? `background-image: linear-gradient(rgb(255 255 255 / 88%), rgb(255 255 255 / 88%)), url("${$image}"); background-size: cover; background-position: center;`
      : ''}
`;

const Gallery = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  overflow-x: auto;
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  img {
    height: 160px;
    width: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

interface ArticlesOfModuleProps {
  module: PageModule;
  headingLevel: number;
}

function ArticlesOfModule({ articles, kind, module, headingLevel }: ArticlesOfModuleProps & { articles: Article[]; kind: ArticleCategoryKind | null }) {
  const { t } = useTranslation();
  const shown = [...articles].sort((a, b) => a.sort - b.sort).slice(0, moduleItemLimit(module));
  if (shown.length === 0) return <p>{t('articles.empty')}</p>;
  return (
    <ArticleView
      view={module.view}
      articles={shown}
      kind={kind}
      perRow={module.numberItemOfRow > 1 ? module.numberItemOfRow : 3}
      headingLevel={headingLevel}
    />
  );
}

/** A category's articles, with its kind (services, values… link to their pages). */
function CategoryArticles({ categoryId, ...props }: ArticlesOfModuleProps & { categoryId: number }) {
  const lang = useLanguage();
  const { data, isLoading } = useArticlesQuery({ lang, category: categoryId });
  if (isLoading) return <Loading />;
  return <ArticlesOfModule articles={data?.articles ?? []} kind={data?.category?.kind ?? null} {...props} />;
}

function OneArticle({ articleId, ...props }: ArticlesOfModuleProps & { articleId: number }) {
  const lang = useLanguage();
  const { data, isLoading } = useArticlesQuery({ lang });
  if (isLoading) return <Loading />;
  return <ArticlesOfModule articles={(data?.articles ?? []).filter((article) => article.id === articleId)} kind={null} {...props} />;
}

function RelatedContent({ module, context, headingLevel }: { module: PageModule; context: ModuleContext; headingLevel: number }) {
  return (
    <>
      {module.relations.map((relation) => {
        const key = `${relation.type}-${relation.id}`;
        const view = relationView(module, relation, context.contactKind);
        switch (view?.type) {
          case 'propertyList':
            return <RemoteSlot key={key} id="mf_listings/PropertyList" props={view.props} minHeight={320} hydration="in-view" />;
          case 'contact':
            return <RemoteSlot key={key} id="mf_forms/EnquiryForm" props={view.props} minHeight={320} />;
          case 'stats':
            return <StatsView key={key} counts={context.counts} year={new Date().getFullYear()} />;
          case 'category':
            return <CategoryArticles key={key} categoryId={view.category} module={module} headingLevel={headingLevel} />;
          case 'article':
            return <OneArticle key={key} articleId={view.article} module={module} headingLevel={headingLevel} />;
          default:
            return null;
        }
      })}
    </>
  );
}

/**
 * One configured module (spec §3): its title when public, at its titleSize, its descriptions, its
 * column widths at the three layouts, its background (image, colour, gallery or none), its class,
 * then what it relates to.
 */
export function ModuleBlock({ module, context }: { module: PageModule; context: ModuleContext }) {
  const lang = useLanguage();
  const title = localizedText(module.title, lang);
  const description = localizedText(module.description, lang);
  const description2 = localizedText(module.description2, lang);
  const level = moduleHeadingLevel(module.titleSize);
  const background = module.backgroundType === 'color' ? module.colorBackground : '';
  const image = module.backgroundType === 'image' ? (module.image?.url ?? null) : null;
  return (
    <Section
      className={module.class || undefined}
      $col={module.col}
      $span={module.span}
      $background={background}
      $image={image}
      data-module={module.id}
      data-relation={module.relations[0]?.type}
      aria-label={module.titlePublic || !title ? undefined : title}
    >
      {module.titlePublic && title && <Heading level={level}>{title}</Heading>}
      {description && <p>{description}</p>}
      {module.backgroundType === 'gallery' && module.images.length > 0 && (
        <Gallery>
          {module.images.map((picture) => (
            <li key={picture.id}>
              <img src={picture.url} alt="" loading="lazy" />
            </li>
          ))}
        </Gallery>
      )}
      <RelatedContent module={module} context={context} headingLevel={module.titlePublic && title ? level : level - 1} />
      {description2 && <p>{description2}</p>}
    </Section>
  );
}

export const ModuleGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
`;

/** A page's modules in their sort order, published ones only. */
export function ModuleList({ modules, context }: { modules: PageModule[]; context: ModuleContext }) {
  const shown = modules.filter(isPublished).sort((a, b) => a.sort - b.sort);
  return (
    <ModuleGrid>
      {shown.map((module) => (
        <ModuleBlock key={module.id} module={module} context={context} />
      ))}
    </ModuleGrid>
  );
}
