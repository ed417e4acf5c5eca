import styled from '@emotion/styled';
import { useSyncExternalStore } from 'react';
import { ARTICLE_LIST_PATHS, breadcrumbFor, listHref, localizePath, ROUTE_TABLE } from 'shared-kernel/routing';
import { Link, useLocation } from 'shared-kernel/router';
import { Goal, feedbackMessageKey, localizedText, THANK_YOU_PATHS, VISIT_BOOKING_PARAM, type ArticlePageKind, type RouteEntry } from 'shared-kernel';
import { useFormsFirstView, useLanguage, useTranslation } from 'shared-kernel/react';
import { useArticlesQuery } from '../app/contentApi';
import { imagePath } from '../layout/links';
import { ArticleText } from '../modules/ArticleText';
import { CardView } from '../modules/ArticleViews';
import { RemoteSlot } from '../federation/RemoteSlot';
import { EnquirySlot } from './EnquirySlot';
import { Loading } from './Loading';
import { NotFoundPage } from './NotFoundPage';
import { articleSlugOf } from './pageLoader';
import { PageFrame } from './PageFrame';

const Figure = styled.img`
  max-width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius};
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
`;

function kindOfList(listPath: string | undefined): ArticlePageKind | null {
  const found = (Object.entries(ARTICLE_LIST_PATHS) as [ArticlePageKind, string][]).find(([, path]) => path === listPath);
  return found?.[0] ?? null;
}

const subscribeToHash = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

/**
 * The secret of a booked visit's cancel link: in the query (`?booking=…`), which the server reads
 * and renders the booking from (its first view), or in the fragment of older mails' links, which
 * only the browser reads.
 */
function useBookingToken(): string | null {
  const rendered = useFormsFirstView()?.booking?.token ?? null;
  return useSyncExternalStore(
    subscribeToHash,
    () =>
      new URLSearchParams(window.location.hash.slice(1)).get(VISIT_BOOKING_PARAM) ??
      new URLSearchParams(window.location.search).get(VISIT_BOOKING_PARAM) ??
      rendered,
    () => rendered,
  );
}

const RENTAL_STEPS = ['check', 'contact', 'documents', 'signing'] as const;

/**
 * After a rental application, what comes next: the file checked, a call or mail, the documents
 * usually asked, and what is due at signing (the statements of spec §5 the tenant agreed to).
 */
function RentalNextSteps() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('feedback.rental.text')}</p>
      <h2>{t('feedback.rental.next')}</h2>
      <ol>
        {RENTAL_STEPS.map((step) => (
          <li key={step}>{t(`feedback.rental.${step}`)}</li>
        ))}
      </ol>
    </>
  );
}

/**
 * Spec §2: a feedback (thank-you) page after a form was sent; `?offer=rent` after a tenant's form.
 * The visit's page also holds a booked visit that its confirmation mail links to, to cancel it.
 */
export function FeedbackPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  const forRent = query.get('offer') === 'rent';
  const bookingToken = useBookingToken();
  return (
    <PageFrame title={entry.breadcrumb[lang]} breadcrumb={breadcrumbFor(pathname, lang)}>
      {bookingToken ? (
        <RemoteSlot id="mf_forms/VisitBooking" props={{ token: bookingToken }} minHeight={160} />
      ) : forRent && entry.original === THANK_YOU_PATHS['rental-application'] ? (
        <RentalNextSteps />
      ) : (
        <p>{t(feedbackMessageKey(entry.original, query.get('subscription')))}</p>
      )}
      <Actions>
        <Link to={localizePath('/', lang)}>{t('feedback.home')}</Link>
        <Link to={listHref(forRent ? Goal.Rent : Goal.Sale, lang)}>{t(forRent ? 'feedback.forRent' : 'feedback.forSale')}</Link>
      </Actions>
    </PageFrame>
  );
}

/** A service, value or testimonial at its route (spec §2 "Articles"). */
export function ArticlePage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname } = useLocation();
  const kind = kindOfList(entry.parent);
  const { data, isLoading, error } = useArticlesQuery({ lang, slug: articleSlugOf(entry) });
  const article = data?.category?.kind === kind ? data.articles[0] : undefined;
  const breadcrumb = breadcrumbFor(pathname, lang);
  if (isLoading) return <Loading />;
  if (error || !article) return <NotFoundPage />;
  const title = localizedText(article.title, lang);
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      {article.imageId && <Figure src={imagePath(article.imageId, 1050)} alt="" width={1360} height={906} />}
      <ArticleText text={localizedText(article.body, lang)} />
      {entry.parent && (
        <p>
          <Link to={localizePath(entry.parent, lang)}>
            {kind === 'service' ? t('articles.allServices') : kind === 'value' ? t('articles.allValues') : breadcrumb.at(-2)?.label}
          </Link>
        </p>
      )}
    </PageFrame>
  );
}

/**
 * The list pages of values and testimonials: the articles that have a route under them, as cards.
 * Testimonials also take a new one (mf-forms, kind testimonial).
 */
export function ArticleListPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname } = useLocation();
  const { data, isLoading } = useArticlesQuery({ lang });
  const slugs = new Set(
    ROUTE_TABLE.filter((candidate) => candidate.parent === entry.original).map((candidate) =>
      candidate.original.slice(entry.original.length).replace(/\/$/, ''),
    ),
  );
  const kind = kindOfList(entry.original);
  const articles = (data?.articles ?? []).filter((article) => slugs.has(localizedText(article.slug, lang)));
  return (
    <PageFrame title={entry.breadcrumb[lang]} breadcrumb={breadcrumbFor(pathname, lang)}>
      {isLoading ? <Loading /> : <CardView articles={articles} kind={kind} perRow={3} headingLevel={1} />}
      {kind === 'testimonial' && (
        <section>
          <h2>{t('testimonials.write')}</h2>
          <EnquirySlot kind="testimonial" />
        </section>
      )}
    </PageFrame>
  );
}
