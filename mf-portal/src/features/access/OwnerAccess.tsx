import styled from '@emotion/styled';
import { localizePath } from 'shared-kernel/routing';
import { Link } from 'shared-kernel/router';
import { useLanguage, useTranslation } from 'shared-kernel/react';

const Card = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
`;

const Action = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-decoration: none;
`;

/** The way into the owner portal (spec §6, "Accès propriétaire"). */
export function OwnerAccess() {
  const { t } = useTranslation('portal');
  const lang = useLanguage();
  return (
    <Card aria-labelledby="owner-access-title">
      <h2 id="owner-access-title">{t('login.title')}</h2>
      <p>{t('login.text')}</p>
      <Action to={localizePath('/login/', lang)}>{t('login.cta')}</Action>
    </Card>
  );
}
