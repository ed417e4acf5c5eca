import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { listHref, propertyHref } from 'shared-kernel/routing';
import { Link, useLocation, useNavigate, useSearchParams } from 'shared-kernel/router';
import {
  changeFilters,
  DEFAULT_LIST_FILTERS,
  DEFAULT_MAP_SETTINGS,
  isForSale,
  imageUrl,
  isNarrowed,
  LIST_SORTS,
  listFiltersToSearch,
  listPageArgs,
  mappableProperties,
  mapQueryOf,
  parseListFilters,
  moduleListArgs,
  priceText,
  readZone,
  zoneOfDrawing,
  type Goal,
  type ListFilters,
  type PropertyListItem,
  type PropertyMapPoint,
  type Zone,
  type ZoneError,
} from 'shared-kernel';
import type { PropertyListProps } from 'shared-kernel/federation';
import { useLanguage, useListingOptionsQuery, useTranslation } from 'shared-kernel/react';
import { useMapPointsQuery, usePropertiesByIdQuery, usePropertyPageQuery } from '../api/listingsApi';
import { PropertyMap } from '../map/PropertyMap';
import { CardGrid } from '../shared/CardGrid';
import { ActionRouterLink, LoadError, StateMessage } from '../shared/StateMessage';
import { usePriceLabels } from '../shared/usePriceLabels';
import { FilterForm, type FilterChange } from './FilterForm';
import { formQuery, HiddenListFields } from './listForms';
import { Paging } from './Paging';
import { DrawControls, ZoneNotice } from './ZoneTools';
import { placeOf, PropertyCard } from '../shared/PropertyCard';
import { KeepInformed } from '../shared/KeepInformed';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  select {
    font: inherit;
    padding: ${({ theme }) => theme.space(1)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

// Wraps its button under the select where a phone's width (320 px) has no room for both.
const SortForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  button {
    font: inherit;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;

const ViewSwitch = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const Count = styled.h2`
  margin: 0;
  font-size: 1rem;
  font-weight: 600;
  /* A row of its own on a phone, whatever its length: the count arriving with the results would
     otherwise push the sorting to the next row (a layout shift). */
  flex-basis: 100%;
  ${({ theme }) => theme.media.tablet} {
    flex-basis: auto;
  }
  /* Clear of the fixed header when paging brings the results' top into view. */
  scroll-margin-top: 7rem;
  &:focus {
    outline: none;
  }
`;

const SeeAll = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const PopupCard = styled.div`
  display: grid;
  grid-template-columns: 5rem 1fr;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(2)};
  img {
    width: 5rem;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  p {
    margin: 0;
    font-size: 0.9rem;
  }
`;

/** A popup lists this many cards at most: more than that share one point only where addresses are hidden. */
const MAX_POPUP_CARDS = 12;

/** The popup of a marker: photo, headline, place and price of each property under it, asked for by id. */
function MapPopupCards({ points }: { points: readonly PropertyMapPoint[] }) {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const priceLabels = usePriceLabels();
  const ids = points.slice(0, MAX_POPUP_CARDS).map((point) => point.ID);
  const { data, isError, refetch } = usePropertiesByIdQuery({ ids, lang });
  if (isError) return <LoadError message={t('list.error')} retryLabel={t('list.retry')} onRetry={() => void refetch()} />;
  if (!data) return <StateMessage>{t('list.loading')}</StateMessage>;
  const cards = data.items.filter((item) => ids.includes(item.ID)).sort((a, b) => ids.indexOf(a.ID) - ids.indexOf(b.ID));
  return (
    <>
      {points.length > cards.length && <p>{t('map.firstOf', { shown: cards.length, count: points.length })}</p>}
      {cards.map((item) => (
        <PopupCard key={item.ID}>
          {item.SmallPictureItem ? <img src={imageUrl(item.SmallPictureItem.Url, 100)} alt="" width={100} height={67} /> : <span />}
          <div>
            <Link to={propertyHref(item, lang)}>{item.TypeDescription}</Link>
            <p>{placeOf(item, lang)}</p>
            <p>{priceText(item, priceLabels)}</p>
          </div>
        </PopupCard>
      ))}
    </>
  );
}

const noSubscription = () => () => undefined;

interface ResultsMapProps {
  filters: ListFilters;
  goal: Goal | undefined;
  /** The list narrowed to a drawn zone, its `zone=` value. */
  onZone: (zone: string) => void;
  filterFormId: string;
}

/**
 * The map view of a list: a marker for every result of the filters, not only the page's, from the
 * api's light marker answer, and the zone the list is narrowed to. Asked for in the browser only: a
 * page rendered on the server carries no markers it cannot draw. Above it, "Draw a zone":
 * a drawing the kernel refuses (crossing edges…) says why and changes nothing.
 */
function ResultsMap({ filters, goal, onZone, filterFormId }: ResultsMapProps) {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const priceLabels = usePriceLabels();
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const query = useMemo(() => mapQueryOf(filters, { ...(goal === undefined ? {} : { goal }), lang }), [filters, goal, lang]);
  const { data, isError, refetch } = useMapPointsQuery(query, { skip: !inBrowser });
  const points = useMemo(() => (data ? mappableProperties(data.points, DEFAULT_MAP_SETTINGS.ignoredMarquees) : undefined), [data]);
  const zone = useMemo(() => {
    const reading = filters.zone === undefined ? undefined : readZone(filters.zone);
    return reading && 'zone' in reading ? reading.zone : undefined;
  }, [filters.zone]);
  const [drawing, setDrawing] = useState(false);
  const [refused, setRefused] = useState<ZoneError | null>(null);
  const drawn = useCallback(
    (corners: Zone) => {
      setDrawing(false);
      const result = zoneOfDrawing(corners);
      setRefused('error' in result ? result.error : null);
      if ('text' in result) onZone(result.text);
    },
    [onZone],
  );
  useEffect(() => {
    if (!drawing) return;
    const stopOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawing(false);
    };
    document.addEventListener('keydown', stopOnEscape);
    return () => document.removeEventListener('keydown', stopOnEscape);
  }, [drawing]);
  if (isError) return <LoadError message={t('map.unavailable')} retryLabel={t('list.retry')} onRetry={() => void refetch()} />;
  return (
    <>
      <DrawControls
        canDraw={inBrowser}
        hasZone={zone !== undefined}
        drawing={drawing}
        onDrawingChange={(next) => {
          setRefused(null);
          setDrawing(next);
        }}
        refused={refused}
        filterFormId={filterFormId}
      />
      <PropertyMap
        points={points}
        label={t('map.label')}
        tileUrl={DEFAULT_MAP_SETTINGS.tileUrl}
        markerLabel={(under) =>
          under.length === 1 && under[0] ? t('map.marker', { price: priceText(under[0], priceLabels) }) : t('map.cluster', { count: under.length })
        }
        renderPopup={(selected) => <MapPopupCards points={selected} />}
        {...(zone === undefined ? {} : { zone })}
        drawing={drawing}
        onDrawn={drawn}
      />
    </>
  );
}

/** What a saved search keeps of a list's query: every filter as written (a drawn zone too), not the page. */
function savedSearchQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  const query = params.toString().replace(/%7C/gi, '|');
  return query ? `?${query}` : '';
}

/**
 * `firstIsLargestPaint`: on a listing page the first photo is the largest paint and loads at once;
 * a module below a page's banner must not take bandwidth from it, so all of its photos wait.
 */
function Cards({ items, perRow, firstIsLargestPaint }: { items: readonly PropertyListItem[]; perRow: number; firstIsLargestPaint: boolean }) {
  return (
    <CardGrid perRow={perRow}>
      {items.map((item, index) => (
        <li key={item.ID}>
          <PropertyCard property={item} priority={firstIsLargestPaint && index === 0} />
        </li>
      ))}
    </CardGrid>
  );
}

/** A property-list module on another page: the newest properties, at most maxItems, no controls. */
function PropertyModule({ goal, numberItemOfRow, maxItems }: Omit<PropertyListProps, 'browsable'>) {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const { data, isLoading, isError, refetch } = usePropertyPageQuery(
    moduleListArgs({ ...(goal === undefined ? {} : { goal }), numberItemOfRow, ...(maxItems === undefined ? {} : { maxItems }) }, lang),
  );
  if (isLoading) return <StateMessage>{t('list.loading')}</StateMessage>;
  if (isError || !data) return <LoadError message={t('list.error')} retryLabel={t('list.retry')} onRetry={() => void refetch()} />;
  return (
    <section aria-label={t(goal === undefined ? 'list.titleAll' : isForSale(goal) ? 'list.titleSale' : 'list.titleRent')}>
      <Cards items={data.items} perRow={numberItemOfRow} firstIsLargestPaint={false} />
      <SeeAll to={listHref(goal, lang)}>{t('list.seeAll')}</SeeAll>
    </section>
  );
}

/**
 * A listing page (`/for-sale/`, `/for-rent/`): filters, sorting, list or map, paging. The URL is
 * the state: every change navigates, so a list can be shared and the back button works.
 * Each control works as plain HTML before the scripts run (or without them): the paging, the
 * list/map switch and the reset are links to the list's canonical addresses; the filters and the
 * sort are GET forms to the list. Once the scripts run they navigate in the page. The sort keeps
 * its "Apply" button then as well: the same markup before and after hydration moves nothing on the
 * screen, and a keyboard user has a way to confirm as well as the choice applied at once.
 */
function BrowsableList({ goal, numberItemOfRow }: Omit<PropertyListProps, 'browsable' | 'maxItems'>) {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  // The arguments the route descriptor prefetches for a server render: the same query, one answer.
  const pageArgs = useMemo(() => listPageArgs(search, goal, lang), [search, goal, lang]);
  const { filters } = pageArgs;
  const options = useListingOptionsQuery(lang).data;
  const cities = options ? (goal === undefined ? options.citys : isForSale(goal) ? options.citysSale : options.citysRent) : [];
  const { data, isFetching, isError, refetch } = usePropertyPageQuery(pageArgs);

  const go = useCallback(
    (next: ListFilters) => {
      void navigate({ search: listFiltersToSearch(next) });
    },
    [navigate],
  );
  const change = (delta: Partial<ListFilters>) => go(changeFilters(filters, delta));
  const filterFormId = `${useId()}-filters`;
  const toZone = useCallback((zone: string) => go(changeFilters(filters, { zone })), [go, filters]);
  const { pathname } = useLocation();
  const listHref = (next: ListFilters) => `${pathname}${listFiltersToSearch(next)}`;
  const hrefOf = (page: number) => listHref(changeFilters(filters, { page }));
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Sold and rented properties stay in the list, marked; the heading says how many, so the count
  // agrees with the "for sale" figures elsewhere, which leave them out.
  const offMarketKey = goal === undefined ? 'list.offMarketAll' : isForSale(goal) ? 'list.offMarketSale' : 'list.offMarketRent';
  const resultsText = (total: number, offMarket: number) =>
    offMarket > 0 ? `${t('list.results', { count: total })}, ${t(offMarketKey, { count: offMarket })}` : t('list.results', { count: total });
  // The paging links sit below the results: the next page starts at their top, where reading resumes.
  const toResultsTop = () => {
    const heading = resultsHeading.current;
    if (heading === null) return;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    heading.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
    heading.focus({ preventScroll: true });
  };

  return (
    <section aria-label={t(goal === undefined ? 'list.titleAll' : isForSale(goal) ? 'list.titleSale' : 'list.titleRent')}>
      <FilterForm
        key={search}
        formId={filterFormId}
        filters={filters}
        cities={cities}
        onChange={(delta: FilterChange) => change(delta)}
        resetHref={listHref(
          changeFilters(filters, { type: undefined, city: undefined, priceMin: undefined, priceMax: undefined, bedroomsMin: undefined, zone: undefined }),
        )}
      />
      <ZoneNotice zone={filters.zone} clearHref={listHref(changeFilters(filters, { zone: undefined }))} />
      <Toolbar>
        <Count aria-live="polite" ref={resultsHeading} tabIndex={-1}>
          {data ? resultsText(data.total, data.offMarket) : '\u00a0'}
        </Count>
        <SortForm
          method="get"
          action={pathname}
          onSubmit={(event) => {
            event.preventDefault();
            change({ sort: parseListFilters(formQuery(event.currentTarget)).sort });
          }}
        >
          <HiddenListFields filters={{ ...filters, sort: DEFAULT_LIST_FILTERS.sort, page: 1 }} />
          <label>
            {t('sort.label')}
            <select value={filters.sort} onChange={(event) => change({ sort: event.target.value as ListFilters['sort'] })} name="sort">
              {LIST_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort.${sort}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">{t('sort.apply')}</button>
        </SortForm>
        <ViewSwitch role="group" aria-label={t('view.label')}>
          {(['list', 'map'] as const).map((view) => (
            <ActionRouterLink
              key={view}
              to={listHref(changeFilters(filters, { view }))}
              aria-current={filters.view === view ? 'true' : undefined}
              className={filters.view === view ? undefined : 'secondary'}
            >
              {t(`view.${view}`)}
            </ActionRouterLink>
          ))}
        </ViewSwitch>
      </Toolbar>
      {goal !== undefined && <KeepInformed goal={goal} listPath={`${pathname}${savedSearchQuery(search)}`} />}
      {isError ? (
        <LoadError message={t('list.error')} retryLabel={t('list.retry')} onRetry={() => void refetch()} />
      ) : !data ? (
        <StateMessage>{t('list.loading')}</StateMessage>
      ) : data.total === 0 && !isNarrowed(filters) ? (
        // Nothing filtered out: the agency has published nothing here yet (a new site).
        <StateMessage>
          <h2>{t('list.empty')}</h2>
          <p>{t('list.emptyHint')}</p>
        </StateMessage>
      ) : data.total === 0 ? (
        <StateMessage>
          <h2>{t('list.noResults')}</h2>
          <p>{t('list.noResultsHint')}</p>
          {isNarrowed(filters) && (
            <ActionRouterLink to={listHref({ ...DEFAULT_LIST_FILTERS, view: filters.view })}>{t('list.widen')}</ActionRouterLink>
          )}
        </StateMessage>
      ) : data.items.length === 0 ? (
        // An old link or a made-up number: a page past the last one.
        <StateMessage>
          <p>{t('list.pastLast', { pages: data.pageCount })}</p>
          <SeeAll to={hrefOf(data.pageCount)}>{t('list.toLastPage')}</SeeAll>
        </StateMessage>
      ) : (
        <div aria-busy={isFetching}>
          {filters.view === 'map' ? (
            // Every result is on the map: no page to turn.
            <ResultsMap filters={filters} goal={goal} onZone={toZone} filterFormId={filterFormId} />
          ) : (
            <>
              <Cards items={data.items} perRow={numberItemOfRow} firstIsLargestPaint />
              <Paging page={data.page} pageCount={data.pageCount} hrefOf={hrefOf} onPageLink={toResultsTop} />
            </>
          )}
        </div>
      )}
    </section>
  );
}

export function PropertyList({ browsable, maxItems, ...props }: PropertyListProps) {
  return browsable ? <BrowsableList {...props} /> : <PropertyModule {...props} {...(maxItems === undefined ? {} : { maxItems })} />;
}
