import styled from '@emotion/styled';
import { AGENCY_FOUNDED, formatCount } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: 1fr;
  text-align: center;
  margin: 0;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  dt {
    order: 2;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    order: 1;
    margin: 0;
    font-size: 2.5rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
  div {
    display: flex;
    flex-direction: column;
  }
`;

/**
 * The statistics view: properties for sale and for rent (the api's counts) and the agency's years.
 * Counts go through the kernel's formatCount, not Intl: the server's and the browser's ICU data may
 * group differently, and making a first Intl formatter costs a phone tens of milliseconds of the
 * home page's start.
 */
export function StatsView({ counts, year }: { counts: [sale: number, rent: number] | undefined; year: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <List data-view="stats">
      {counts && (
        <>
          <div>
            <dt>{t('stats.forSale')}</dt>
            <dd>{formatCount(counts[0], lang)}</dd>
          </div>
          <div>
            <dt>{t('stats.forRent')}</dt>
            <dd>{formatCount(counts[1], lang)}</dd>
          </div>
        </>
      )}
      <div>
        <dt>
          {t('stats.years')} – {t('stats.since', { year: AGENCY_FOUNDED })}
        </dt>
        <dd>{year - AGENCY_FOUNDED}</dd>
      </div>
    </List>
  );
}
