import styled from '@emotion/styled';
import { Link } from 'shared-kernel/router';
import { PROPERTY_TYPES, propertyTypeName } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Links = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The seven property types of spec §3, each leading to the sale or rent list filtered on it. */
export function PropertyTypes() {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  return (
    <section aria-labelledby="property-types-title">
      <h2 id="property-types-title">{t('types.title')}</h2>
      <List>
        {PROPERTY_TYPES.map((type) => {
          const name = propertyTypeName(type.WebID, language);
          return (
            <Row key={type.WebID}>
              <span>{name}</span>
              <Links>
                <Link to={`/for-sale/?type=${type.WebID}`} aria-label={`${name} – ${t('types.forSale')}`}>
                  {t('types.forSale')}
                </Link>
                <Link to={`/for-rent/?type=${type.WebID}`} aria-label={`${name} – ${t('types.forRent')}`}>
                  {t('types.forRent')}
                </Link>
              </Links>
            </Row>
          );
        })}
      </List>
    </section>
  );
}
