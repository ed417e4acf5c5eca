import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from 'shared-kernel/react';
import { matchTypes } from './matchTypes';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(4)} 0;
  input {
    font: inherit;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Results = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The search box of spec §2; it matches property types now and grows into the full panel. */
export function SearchBox() {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const types = matchTypes(query, language);
  return (
    <Field role="search">
      <label htmlFor={inputId}>{t('box.label')}</label>
      <input
        id={inputId}
        type="search"
        value={query}
        placeholder={t('box.placeholder')}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      {types.length === 0 ? (
        <p role="status">{t('box.noMatch', { query })}</p>
      ) : (
        <Results aria-label={t('box.types')}>
          {types.map((type) => (
            <li key={type.webId}>
              <Link to={`/for-sale/?type=${type.webId}`}>{type.name}</Link>
            </li>
          ))}
        </Results>
      )}
    </Field>
  );
}
