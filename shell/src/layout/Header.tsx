import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../app/SiteContext';
import { LanguageSwitcher } from './LanguageSwitcher';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Inner = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  justify-content: space-between;
`;

const Brand = styled(Link)`
  color: inherit;
  font-weight: 700;
  font-size: 1.25rem;
  text-decoration: none;
`;

export function Header() {
  const { t, i18n } = useTranslation();
  const { agency } = useSite();
  return (
    <Bar>
      <Inner>
        <Brand to={`/${i18n.language}/`} aria-label={`${agency?.name ?? ''} – ${t('nav.home')}`}>
          {agency?.name ?? t('nav.home')}
        </Brand>
        <LanguageSwitcher />
      </Inner>
    </Bar>
  );
}
