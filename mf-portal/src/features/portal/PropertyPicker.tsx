import styled from '@emotion/styled';
import { cityInLanguage, type PortalProperty } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';

const Field = styled.div`
  label {
    display: block;
    font-weight: 600;
    margin-block-end: ${({ theme }) => theme.space(1)};
  }
  select {
    min-height: 44px;
    max-width: 100%;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
`;

/** The property to follow; a manager's list is grouped by owner. */
export function PropertyPicker({
  properties,
  selected,
  grouped,
  onSelect,
}: {
  properties: PortalProperty[];
  selected: number;
  grouped: boolean;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('portal');
  const lang = useLanguage();
  const option = (property: PortalProperty) => (
    <option key={property.id} value={property.id}>
      {t('portal.propertyOption', { title: property.title, city: cityInLanguage(property.city, property.zip, lang), reference: property.reference })}
    </option>
  );
  const owners = [...new Set(properties.map((property) => property.ownerName))];
  return (
    <Field>
      <label htmlFor="portal-property">{t('portal.property')}</label>
      <select id="portal-property" value={selected} onChange={(event) => onSelect(Number(event.target.value))}>
        {grouped
          ? owners.map((owner) => (
              <optgroup key={owner} label={t('portal.ownerGroup', { name: owner })}>
                {properties.filter((property) => property.ownerName === owner).map(option)}
              </optgroup>
            ))
          : properties.map(option)}
      </select>
    </Field>
  );
}
