import styled from '@emotion/styled';
import { listHref, localizePath } from 'shared-kernel/routing';
import { Link } from 'shared-kernel/router';
import { useId } from 'react';
import { Goal, fillCounts, quotesCounts } from 'shared-kernel';
import type { SearchBlockProps } from 'shared-kernel/federation';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { SearchCombobox } from '../shared/SearchCombobox';
import { useSearchSettings } from '../shared/searchSettingsApi';

const Block = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  text-align: center;
  h2 {
    margin: 0;
    font-size: 1.75rem;
  }
  p {
    margin: 0;
    max-width: 48rem;
  }
`;

const Logo = styled(Link)`
  img {
    max-height: 80px;
    width: auto;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  a {
    display: inline-block;
    min-width: 10rem;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The home search block (spec §2): optional logo linking home, title and descriptions with the
 * sale and rent totals, the search box with its panel, and the For sale / For rent buttons.
 */
export function SearchBlock({ title, descriptions, showLogo, logoUrl }: SearchBlockProps) {
  const { t } = useTranslation('search');
  const lang = useLanguage();
  const settings = useSearchSettings(lang);
  const counts = settings ? { sale: settings.countProperty[0], rent: settings.countProperty[1] } : null;
  const showCounts = Boolean(settings?.showCountProperty);
  const titleId = useId();
  return (
    <Block aria-labelledby={title ? titleId : undefined}>
      {showLogo && logoUrl && (
        <Logo to={localizePath('/', lang)}>
          <img src={logoUrl} alt={t('block.home')} />
        </Logo>
      )}
      {title && <h2 id={titleId}>{title}</h2>}
      {descriptions.map((text, index) =>
        // A text quoting the totals waits for them rather than showing its placeholders.
        quotesCounts(text) && !counts ? null : <p key={index}>{counts ? fillCounts(text, counts) : text}</p>,
      )}
      <SearchCombobox landmarkLabel={t('box.landmarkBlock')} showButton />
      <Buttons>
        <Link to={listHref(Goal.Sale, lang)}>
          {showCounts && counts ? t('block.forSaleCount', { count: counts.sale }) : t('block.forSale')}
        </Link>
        <Link to={listHref(Goal.Rent, lang)}>
          {showCounts && counts ? t('block.forRentCount', { count: counts.rent }) : t('block.forRent')}
        </Link>
      </Buttons>
    </Block>
  );
}
