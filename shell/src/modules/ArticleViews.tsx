import styled from '@emotion/styled';
import { useState } from 'react';
import { articlePath } from 'shared-kernel/routing';
import { Link } from 'shared-kernel/router';
import { localizedText, type Article, type ArticleCategoryKind } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { imagePath } from '../layout/links';
import { ArticleText } from './ArticleText';

export interface ArticleViewProps {
  articles: Article[];
  kind: ArticleCategoryKind | null;
  /** Cards per row on desktop. */
  perRow?: number;
  /** The level of the heading above the view; article titles come one level below. */
  headingLevel: number;
}

const Grid = styled.ul<{ perRow: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  list-style: none;
  margin: 0;
  padding: 0;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(${({ perRow }) => Math.min(perRow, 2)}, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(${({ perRow }) => perRow}, minmax(0, 1fr));
  }
`;

const Card = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    display: block;
  }
  div {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Figure = styled.img`
  width: 100%;
  max-height: 420px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
`;

function Title({ level, children }: { level: number; children: string }) {
  const Tag = `h${Math.min(level, 6)}` as 'h3';
  return <Tag>{children}</Tag>;
}

function ReadMore({ article, kind }: { article: Article; kind: ArticleCategoryKind | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const path = kind ? articlePath(kind, localizedText(article.slug, lang), lang) : null;
  if (!path) return null;
  const title = localizedText(article.title, lang);
  return (
    <Link to={path} aria-label={t('articles.readMoreAbout', { title })}>
      {t('articles.readMore')}
    </Link>
  );
}

/** Article cards: image, title, summary and a link to the article's page when it has one. */
export function CardView({ articles, kind, perRow = 3, headingLevel }: ArticleViewProps) {
  const lang = useLanguage();
  return (
    <Grid perRow={perRow} data-view="card">
      {articles.map((article) => (
        <li key={article.id}>
          <Card>
            {article.imageId && <img src={imagePath(article.imageId, 750)} alt="" loading="lazy" width={600} height={400} />}
            <div>
              <Title level={headingLevel + 1}>{localizedText(article.title, lang)}</Title>
              <p>{localizedText(article.summary, lang)}</p>
              <ReadMore article={article} kind={kind} />
            </div>
          </Card>
        </li>
      ))}
    </Grid>
  );
}

/** One article in full. */
export function SingleView({ articles, headingLevel }: ArticleViewProps) {
  const lang = useLanguage();
  return (
    <div data-view="single">
      {articles.map((article) => (
        <article key={article.id}>
          <Title level={headingLevel + 1}>{localizedText(article.title, lang)}</Title>
          {article.imageId && <Figure src={imagePath(article.imageId, 1050)} alt="" loading="lazy" />}
          <ArticleText text={localizedText(article.body, lang)} />
        </article>
      ))}
    </div>
  );
}

const Details = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  summary {
    cursor: pointer;
    font-weight: 700;
    font-size: 1.125rem;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
`;

/** A category as collapsible sections: each title opens its text. */
export function CollapseView({ articles, kind }: ArticleViewProps) {
  const lang = useLanguage();
  return (
    <div data-view="collapse">
      {articles.map((article) => (
        <Details key={article.id}>
          <summary>{localizedText(article.title, lang)}</summary>
          <ArticleText text={localizedText(article.body, lang)} />
          <ReadMore article={article} kind={kind} />
        </Details>
      ))}
    </div>
  );
}

const Person = styled.article`
  text-align: center;
  img {
    width: 160px;
    height: 160px;
    border-radius: 50%;
    object-fit: cover;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The team: photo, name, role. */
export function TeamView({ articles, perRow = 4, headingLevel }: ArticleViewProps) {
  const lang = useLanguage();
  return (
    <Grid perRow={Math.max(perRow, 3)} data-view="team">
      {articles.map((article) => (
        <li key={article.id}>
          <Person>
            {article.imageId && <img src={imagePath(article.imageId, 500)} alt="" loading="lazy" width={160} height={160} />}
            <Title level={headingLevel + 1}>{localizedText(article.title, lang)}</Title>
            <p>{localizedText(article.summary, lang)}</p>
          </Person>
        </li>
      ))}
    </Grid>
  );
}

const OddsRow = styled.article<{ flipped: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
    & > :first-of-type {
      order: ${({ flipped }) => (flipped ? 2 : 0)};
    }
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/** Services in alternating rows: image and text swap sides from one to the next. */
export function OddsView({ articles, kind, headingLevel }: ArticleViewProps) {
  const lang = useLanguage();
  return (
    <div data-view="odds">
      {articles.map((article, index) => (
        <OddsRow key={article.id} flipped={index % 2 === 1}>
          <div>{article.imageId && <img src={imagePath(article.imageId, 750)} alt="" loading="lazy" width={600} height={400} />}</div>
          <div>
            <Title level={headingLevel + 1}>{localizedText(article.title, lang)}</Title>
            <p>{localizedText(article.summary, lang)}</p>
            <ReadMore article={article} kind={kind} />
          </div>
        </OddsRow>
      ))}
    </div>
  );
}

const Slide = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const SliderControls = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(4)};
  button {
    font: inherit;
    min-width: 44px;
    min-height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
  }
`;

/** A category as a slider, one item at a time; moved by the visitor only (no autoplay to stop). */
export function SliderView({ articles, headingLevel }: ArticleViewProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [index, setIndex] = useState(0);
  const current = articles[index % Math.max(articles.length, 1)];
  if (!current) return null;
  const move = (step: number) => setIndex((at) => (at + step + articles.length) % articles.length);
  return (
    <div data-view="slider" aria-roledescription="carousel">
      <Slide aria-live="polite" aria-roledescription="slide" aria-label={t('articles.slide', { number: index + 1, count: articles.length })}>
        {current.imageId && <img src={imagePath(current.imageId, 750)} alt="" width={600} height={400} />}
        <div>
          <Title level={headingLevel + 1}>{localizedText(current.title, lang)}</Title>
          <ArticleText text={localizedText(current.summary, lang) || localizedText(current.body, lang)} />
        </div>
      </Slide>
      {articles.length > 1 && (
        <SliderControls>
          <button type="button" onClick={() => move(-1)} aria-label={t('articles.previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <span>{t('articles.slide', { number: index + 1, count: articles.length })}</span>
          <button type="button" onClick={() => move(1)} aria-label={t('articles.next')}>
            <span aria-hidden="true">›</span>
          </button>
        </SliderControls>
      )}
    </div>
  );
}

const VIEWS = {
  card: CardView,
  single: SingleView,
  collapse: CollapseView,
  team: TeamView,
  odds: OddsView,
  slider: SliderView,
} as const;

/** The view a module names; an unknown view shows cards, which fit any article. */
export function ArticleView({ view, ...props }: ArticleViewProps & { view: string }) {
  const View = (VIEWS as Record<string, (p: ArticleViewProps) => ReturnType<typeof CardView>>)[view] ?? CardView;
  return <View {...props} />;
}
