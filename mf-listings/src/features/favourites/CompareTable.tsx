import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { propertyHref } from 'shared-kernel/routing';
import {
  availabilityOf,
  epcForProperty,
  epcLabelDisplay,
  formatPrice,
  isForSale,
  priceText,
  regionOfProperty,
  type PropertyDetailData,
} from 'shared-kernel';
import { useLanguage, usePropertyQuery, useTranslation } from 'shared-kernel/react';
import { Link } from 'shared-kernel/router';
import { attributeValue } from '../shared/AttributeTable';
import { ListingImage } from '../shared/ListingImage';
import { ActionButton } from '../shared/StateMessage';
import { usePriceLabels } from '../shared/usePriceLabels';

const Scroller = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  min-width: 100%;
  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space(2)};
    vertical-align: top;
    text-align: left;
  }
  thead th {
    min-width: 9rem;
  }
  /* The row names stay in view while a phone scrolls the properties sideways. */
  tbody th {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    white-space: nowrap;
  }
  tr[data-differs] td {
    background: #fff4e5;
  }
  img {
    display: block;
    width: 160px;
    height: auto;
  }
  @media print {
    font-size: 10pt;
    tr[data-differs] td {
      background: none;
      font-weight: 700;
    }
  }
`;

const Differs = styled.span`
  display: block;
  font-weight: 400;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.accent};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  @media print {
    button {
      display: none;
    }
  }
`;

interface Row {
  key: string;
  /** What is compared, to say whether the properties differ (a photo is never compared). */
  values: (string | number | null)[] | null;
  cells: ReactNode[];
}

/** The compared properties' details: at most four, each asked once, always four hooks in order. */
function useComparedDetails(ids: readonly number[]): PropertyDetailData[] | null {
  const lang = useLanguage();
  const ask = (slot: number) => [{ id: ids[slot] ?? 0, lang }, { skip: ids[slot] === undefined }] as const;
  const first = usePropertyQuery(...ask(0)).data;
  const second = usePropertyQuery(...ask(1)).data;
  const third = usePropertyQuery(...ask(2)).data;
  const fourth = usePropertyQuery(...ask(3)).data;
  const details = [first, second, third, fourth].slice(0, ids.length);
  return details.every((detail): detail is PropertyDetailData => detail !== undefined) ? details : null;
}

/**
 * Two to four properties side by side in a real table (column and row headers, a
 * caption), the rows whose values differ marked in words as well as colour; printable.
 */
export function CompareTable({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const priceLabels = usePriceLabels();
  const details = useComparedDetails(ids);
  if (!details) return <p role="status">{t('compare.loading')}</p>;

  const money = (value: number | undefined) => (value ? formatPrice(value) : null);
  const perSquareMetre = (property: PropertyDetailData) =>
    property.PublishPrice && property.Price > 0 && property.SurfaceLiving ? Math.round(property.Price / property.SurfaceLiving) : null;
  const charges = (property: PropertyDetailData) => (isForSale(property.Goal) ? property.ChargesOwner : property.ChargesRenter);
  const availability = (property: PropertyDetailData) => {
    const state = availabilityOf(property);
    if (state !== 'available') return t(`ribbon.${state}`);
    return property.Availability ? attributeValue({ key: 'Availability', kind: 'availability', value: property.Availability }, t) : t('compare.available');
  };
  const region = (property: PropertyDetailData) => {
    const found = regionOfProperty(property);
    return found ? t(`compare.regions.${found}`) : null;
  };
  const text = (values: (string | number | null)[]) => values.map((value) => value ?? '—');

  const rows: Row[] = [
    {
      key: 'photo',
      values: null,
      cells: details.map((property) =>
        property.Photos[0] ? <ListingImage url={property.Photos[0].Url} alt="" sizes="160px" /> : t('card.noPhoto'),
      ),
    },
    { key: 'price', values: details.map((property) => priceText(property, priceLabels)), cells: [] },
    { key: 'pricePerM2', values: details.map((property) => money(perSquareMetre(property) ?? undefined)), cells: [] },
    { key: 'surface', values: details.map((property) => (property.SurfaceLiving ? t('card.surface', { surface: property.SurfaceLiving }) : null)), cells: [] },
    { key: 'bedrooms', values: details.map((property) => property.Bedrooms ?? null), cells: [] },
    { key: 'bathrooms', values: details.map((property) => property.Bathrooms ?? null), cells: [] },
    {
      key: 'epc',
      values: details.map((property) => {
        const epc = epcForProperty(property);
        return epc ? epcLabelDisplay(epc.label) : null;
      }),
      cells: details.map((property) => {
        const epc = epcForProperty(property);
        if (!epc) return '—';
        const label = t('energy.label', { label: epcLabelDisplay(epc.label) });
        return <img src={epc.image} alt={label} width={160} height={64} loading="lazy" />;
      }),
    },
    { key: 'charges', values: details.map((property) => money(charges(property))), cells: [] },
    { key: 'availability', values: details.map(availability), cells: [] },
    { key: 'region', values: details.map(region), cells: [] },
  ];

  return (
    <section aria-labelledby="compare-title">
      <Heading>
        <h2 id="compare-title">{t('compare.title')}</h2>
        <ActionButton type="button" onClick={() => window.print()}>
          {t('compare.print')}
        </ActionButton>
      </Heading>
      {/* A wide table scrolls on a phone: the scroller takes the focus so a keyboard can scroll it. */}
      <Scroller tabIndex={0} role="region" aria-labelledby="compare-title">
        <Table>
          <caption>{t('compare.caption', { count: details.length })}</caption>
          <thead>
            <tr>
              <td />
              {details.map((property) => (
                <th key={property.ID} scope="col">
                  <Link to={propertyHref(property, lang)}>{property.TypeDescription}</Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const differs = row.values !== null && new Set(row.values.map((value) => value ?? '')).size > 1;
              const cells = row.cells.length > 0 ? row.cells : text(row.values ?? []);
              return (
                <tr key={row.key} {...(differs ? { 'data-differs': '' } : {})}>
                  <th scope="row">
                    {t(`compare.rows.${row.key}`)}
                    {differs && <Differs>{t('compare.differs')}</Differs>}
                  </th>
                  {cells.map((cell, index) => (
                    <td key={details[index]?.ID ?? index}>{cell}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Scroller>
    </section>
  );
}
