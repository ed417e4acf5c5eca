import styled from '@emotion/styled';
import { useId } from 'react';
import {
  ALERT_FREQUENCIES,
  describeCriteria,
  SAVED_SEARCH_CHANGES,
  savedSearchesArgs,
  type Language,
  type SavedSearchChange,
  type SavedSearchView,
} from 'shared-kernel';
import { useLocation } from 'shared-kernel/router';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { useSavedSearchesQuery } from './savedSearchesApi';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  overflow-wrap: anywhere;
`;

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-left: 4px solid currentColor;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  &[role='status'] {
    color: ${({ theme }) => theme.colors.success};
  }
  &[role='alert'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Card = styled.article`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  /* On a phone the photo goes above the words, which keep the card's whole width; wider, beside them. */
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: auto 1fr;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.125rem;
    line-height: 1.35;
  }
  h2 a {
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Photo = styled.img`
  display: block;
  width: 10rem;
  max-width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
`;

const Actions = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  label {
    font-weight: 600;
  }
  select,
  button {
    font: inherit;
    min-height: 2.5rem;
    border-radius: ${({ theme }) => theme.radius};
  }
  select {
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  button {
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    cursor: pointer;
  }
  button:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  button[value='delete'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** A search's name: a followed property's title and commune, a list's criteria in words. */
function nameOf(search: SavedSearchView, lang: Language, gone: string): string {
  if (search.property !== null) return `${search.property.title} (${search.property.city})`;
  return search.criteria === null ? gone : describeCriteria(search.criteria, lang);
}

interface Access {
  email: string;
  signature: string;
}

function SearchCard({ search, access, headingId }: { search: SavedSearchView; access: Access | null; headingId: string }) {
  const { t } = useTranslation('search');
  const lang = useLanguage();
  const formId = useId();
  return (
    <Card aria-labelledby={headingId}>
      {search.property?.photo ? <Photo src={search.property.photo} alt="" width={160} height={107} loading="lazy" /> : null}
      <div>
        <h2 id={headingId}>
          <a href={search.link}>{nameOf(search, lang, t('saved.gone'))}</a>
        </h2>
        <p>{t(search.property === null && search.criteria !== null ? 'saved.listSends' : 'saved.followSends')}</p>
        <p>
          <strong>{t(`saved.state.${search.state}`)}</strong>
        </p>
        {access === null ? null : (
          <Actions method="post" action="/api/alerts/manage">
            <input type="hidden" name="email" value={access.email} />
            <input type="hidden" name="signature" value={access.signature} />
            <input type="hidden" name="lang" value={lang} />
            <input type="hidden" name="id" value={search.id} />
            <label htmlFor={`${formId}-frequency`}>{t('saved.frequency')}</label>
            <select id={`${formId}-frequency`} name="frequency" defaultValue={search.frequency}>
              {ALERT_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {t(`saved.frequencies.${frequency}`)}
                </option>
              ))}
            </select>
            <button type="submit" name="action" value="change">
              {t('saved.change')}
            </button>
            <button type="submit" name="action" value="delete">
              {t('saved.delete')}
            </button>
          </Actions>
        )}
      </div>
    </Card>
  );
}

function changeOf(value: string | null): SavedSearchChange | undefined {
  return SAVED_SEARCH_CHANGES.find((change) => change === value);
}

/**
 * The page of one's saved searches, opened by the signed link of every alert mail: each search
 * named in words (a list's criteria, a followed property's title and photo), its frequency to
 * change and a button to delete it, or, reached by a mail's unsubscribe link (`?stop=`), the one
 * search and the button that stops it. Every button is a form's: the page works without scripts.
 */
export function SavedSearches() {
  const { t } = useTranslation('search');
  const lang = useLanguage();
  const { search } = useLocation();
  const args = savedSearchesArgs(search, lang);
  const { data, isLoading, isError } = useSavedSearchesQuery(args ?? { lang, stop: '' }, { skip: args === null });
  const headingPrefix = useId();
  const done = changeOf(new URLSearchParams(search).get('done'));
  if (args === null || isError) return <Message role="alert">{t('saved.linkInvalid')}</Message>;
  if (isLoading || data === undefined) return <Intro role="status">{t('saved.loading')}</Intro>;
  if ('stop' in args) {
    const [one] = data.searches;
    if (one === undefined) return <Message role="alert">{t('saved.linkInvalid')}</Message>;
    return (
      <>
        <Intro>{t(one.state === 'stopped' ? 'saved.stopped' : 'saved.stopIntro')}</Intro>
        <List>
          <li>
            <SearchCard search={one} access={null} headingId={`${headingPrefix}-0`} />
          </li>
        </List>
        {one.state === 'stopped' ? null : (
          <Actions method="post" action={`/api/alerts/unsubscribe?token=${encodeURIComponent(args.stop)}`}>
            <button type="submit" name="action" value="stop">
              {t('saved.stop')}
            </button>
          </Actions>
        )}
      </>
    );
  }
  const access = { email: args.email, signature: args.signature };
  return (
    <>
      {done === undefined ? null : <Message role="status">{t(`saved.done.${done}`)}</Message>}
      <Intro>{t('saved.intro', { email: data.email ?? args.email })}</Intro>
      {data.searches.length === 0 ? (
        <Intro>{t('saved.none')}</Intro>
      ) : (
        <List>
          {data.searches.map((saved, index) => (
            <li key={saved.id}>
              <SearchCard search={saved} access={access} headingId={`${headingPrefix}-${index}`} />
            </li>
          ))}
        </List>
      )}
    </>
  );
}
