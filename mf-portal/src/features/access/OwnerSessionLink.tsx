import styled from '@emotion/styled';
import { useEffect } from 'react';
import { localizePath } from 'shared-kernel/routing';
import { Link, useNavigate } from 'shared-kernel/router';
import { FORGET_OWNER_HINT } from 'shared-kernel';
import type { OwnerSessionLinkProps } from 'shared-kernel/federation';
import { apiErrorKeys, useLanguage, useTranslation } from 'shared-kernel/react';
import { useLogoutMutation, useSessionQuery } from '../api/portalApi';

const Row = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  a,
  button {
    color: inherit;
    font: inherit;
  }
  button {
    background: none;
    border: 0;
    padding: 0.25rem 0;
    text-decoration: underline;
    cursor: pointer;
  }
`;

/**
 * The top bar's way into the portal (spec §6): the configured "Owner login" link for a visitor,
 * and for a logged-in owner who it is (a link to the portal) and a way to log out, on every page.
 */
export function OwnerSessionLink({ label }: OwnerSessionLinkProps) {
  const { t } = useTranslation('portal');
  const lang = useLanguage();
  const navigate = useNavigate();
  const session = useSessionQuery();
  const [logout, { isLoading }] = useLogoutMutation();
  const expired = apiErrorKeys(session.error).status === 401;

  // The session ended on the api (idle, logged out elsewhere): the browser forgets the hint too.
  useEffect(() => {
    if (expired) document.cookie = FORGET_OWNER_HINT;
  }, [expired]);

  if (!session.data) return <Link to={localizePath('/login/', lang)}>{label}</Link>;
  const end = async () => {
    if (isLoading) return;
    if ('data' in (await logout({ everywhere: false }))) void navigate(localizePath('/login/', lang));
  };
  return (
    <Row>
      <Link to={localizePath('/portal/', lang)}>{t('header.loggedInAs', { name: session.data.name })}</Link>
      <button type="button" onClick={() => void end()}>
        {t('portal.logout')}
      </button>
    </Row>
  );
}
