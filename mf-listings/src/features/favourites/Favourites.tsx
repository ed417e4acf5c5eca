import styled from '@emotion/styled';
import { useState, useSyncExternalStore } from 'react';
import { localizePath } from 'shared-kernel/routing';
import { favouritesStore, FAVOURITES_ROUTE, idsParam, MAX_COMPARED, parseIds, type PropertyListItem } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { useSearchParams } from 'shared-kernel/router';
import { usePropertiesByIdQuery } from '../api/listingsApi';
import { PropertyCard } from '../shared/PropertyCard';
import { CardGrid } from '../shared/CardGrid';
import { ActionButton, LoadError, StateMessage } from '../shared/StateMessage';
import { CompareTable } from './CompareTable';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const Gone = styled.article`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const ListPart = styled.div`
  @media print {
    display: none;
  }
`;

/**
 * The visitor's favourites, or the list a shared link names (`?ids=`, rendered by the
 * server for whoever opens it), and up to four of them compared side by side (`&compare=`). A
 * property sold or rented keeps its card with its ribbon; one no longer listed keeps its place,
 * said so, never dropped silently.
 */
export function Favourites() {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const own = useSyncExternalStore(favouritesStore.subscribe, favouritesStore.getSnapshot, favouritesStore.getServerSnapshot);
  const shared = searchParams.has('ids');
  const ids = shared ? parseIds(searchParams.get('ids')) : own;
  const comparedInAddress = idsParam(parseIds(searchParams.get('compare'), MAX_COMPARED));
  // The boxes answer at once; the address follows in a transition (and back and forward set them).
  const [addressSeen, setAddressSeen] = useState(comparedInAddress);
  const [chosen, setChosen] = useState(() => parseIds(comparedInAddress));
  if (addressSeen !== comparedInAddress) {
    setAddressSeen(comparedInAddress);
    setChosen(parseIds(comparedInAddress));
  }
  const compared = chosen.filter((id) => ids.includes(id));
  const { data, isLoading, isError, refetch } = usePropertiesByIdQuery({ ids, lang }, { skip: ids.length === 0 });
  const [copied, setCopied] = useState(false);

  if (ids.length === 0) {
    return (
      <StateMessage>
        <p>{t(shared ? 'favourites.sharedEmpty' : 'favourites.none')}</p>
      </StateMessage>
    );
  }
  if (isLoading) return <StateMessage>{t('favourites.loading')}</StateMessage>;
  if (isError || !data) return <LoadError message={t('favourites.error')} retryLabel={t('list.retry')} onRetry={() => void refetch()} />;

  const found = new Map<number, PropertyListItem>(data.items.map((item) => [item.ID, item]));
  const sharePath = `${localizePath(FAVOURITES_ROUTE, lang)}?ids=${idsParam(ids)}`;
  const choose = (id: number, add: boolean) => {
    const next = add ? [...compared, id] : compared.filter((other) => other !== id);
    setChosen(next);
    const params = new URLSearchParams(searchParams);
    if (next.length > 0) params.set('compare', idsParam(next));
    else params.delete('compare');
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  // The link stays on the page to copy by hand where the browser refuses the clipboard (plain http, a denied permission).
  const copyLink = () => {
    navigator.clipboard
      ?.writeText(new URL(sharePath, window.location.origin).href)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };

  return (
    <>
      <ListPart>
        <Toolbar>
          <h2>{t('favourites.count', { count: ids.length })}</h2>
          {shared ? (
            <p>{t('favourites.shared')}</p>
          ) : (
            <>
              <a href={sharePath}>{t('favourites.shareLink')}</a>
              <ActionButton type="button" onClick={copyLink}>
                {t('favourites.copy')}
              </ActionButton>
            </>
          )}
          <p role="status">{copied ? t('favourites.copied') : ''}</p>
        </Toolbar>
        <Hint id="compare-hint">{t('compare.hint', { max: MAX_COMPARED })}</Hint>
        <CardGrid perRow={4}>
          {ids.map((id) => {
            const property = found.get(id);
            if (!property) {
              return (
                <Item key={id}>
                  <Gone aria-labelledby={`gone-${id}`}>
                    <h3 id={`gone-${id}`}>{t('favourites.gone')}</h3>
                    <p>{t('favourites.goneReference', { id })}</p>
                    {own.includes(id) && (
                      <ActionButton type="button" onClick={() => favouritesStore.toggle(id)}>
                        {t('favourites.remove')}
                      </ActionButton>
                    )}
                  </Gone>
                </Item>
              );
            }
            const inComparison = compared.includes(id);
            return (
              <Item key={id}>
                <PropertyCard property={property} />
                <label>
                  <input
                    type="checkbox"
                    checked={inComparison}
                    disabled={!inComparison && compared.length >= MAX_COMPARED}
                    aria-describedby="compare-hint"
                    onChange={(event) => choose(id, event.target.checked)}
                  />
                  {t('compare.choose', { title: property.TypeDescription })}
                </label>
              </Item>
            );
          })}
        </CardGrid>
      </ListPart>
      {compared.length >= 2 && <CompareTable ids={compared} />}
    </>
  );
}
