import styled from '@emotion/styled';
import type { TFunction } from 'i18next';
import { useTranslation } from 'shared-kernel/react';
import { attributeSections, facadeKind, formatDate, formatPrice, formatQuantity, type AttributeRow, type PropertyDetail } from 'shared-kernel';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, 1fr);
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.1rem;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    /* A German compound ("Parzellierungsgenehmigung") or a unique code is longer than a phone's
       column: it is hyphenated in the page's language where the browser can, broken anywhere
       otherwise, rather than pushing the value off the screen. */
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  th {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
    width: 55%;
  }
  td {
    font-weight: 600;
  }
  @media print {
    section {
      break-inside: avoid;
    }
  }
`;

/** A value of the table in the page's language; a code without a label is shown as it is. */
export function attributeValue(row: AttributeRow, t: TFunction<'listings'>): string {
  const { kind, value } = row;
  switch (kind) {
    case 'flag':
      return t(value ? 'values.yes' : 'values.no');
    case 'code':
      return t(`values.${String(value)}`, { defaultValue: String(value) });
    case 'facades': {
      const facadeType = facadeKind(value as number);
      return facadeType === null ? '' : t(`values.${facadeType}`, { count: value as number });
    }
    case 'area':
    case 'length':
    case 'energy':
    case 'ratio':
    case 'co2':
    case 'percent':
      return t(`units.${kind === 'percent' ? 'percent' : kind}`, { value: formatQuantity(value as number) });
    case 'money':
      return formatPrice(value as number);
    case 'date':
      return formatDate(String(value));
    case 'availability': {
      const day = formatDate(String(value));
      return day === '' ? t(`values.${String(value)}`, { defaultValue: String(value) }) : t('values.availableFrom', { date: day });
    }
    case 'ages':
      return t('values.years', { ages: (value as readonly number[]).join(' / ') });
    case 'count':
    case 'year':
    case 'text':
      return String(value);
  }
}

/** Spec §3: every attribute the property has, grouped, each with its translated label. */
export function AttributeTable({ property }: { property: Partial<PropertyDetail> }) {
  const { t } = useTranslation('listings');
  const sections = attributeSections(property);
  if (sections.length === 0) return null;
  return (
    <Sections className="listing-print-attributes">
      {sections.map((section) => (
        <section key={section.group} aria-labelledby={`attributes-${section.group}`}>
          <h3 id={`attributes-${section.group}`}>{t(`groups.${section.group}`)}</h3>
          <table>
            <tbody>
              {section.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{t(`attributes.${row.key}`)}</th>
                  <td>{attributeValue(row, t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </Sections>
  );
}
