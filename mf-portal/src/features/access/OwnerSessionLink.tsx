import styled from '@emotion/styled';
import { useEffect } from 'react';
import { localizePath } from 'shared-kernel/routing';
import { Link, useNavigate } from 'shared-kernel/router';
import { FORGET_OWNER_HINT, VISUALLY_HIDDEN } from 'shared-kernel';
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
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 1.5rem;
    background: none;
    border: 0;
    padding: 0.25rem 0;
    text-decoration: underline;
    cursor: pointer;
  }
`;

/**
 * On a phone the top bar holds one row of symbols and the agency's number: a logged-in owner's
 * "Connected: name" and "Log out" wrapped it onto three rows. There the link shows the first name
 * and the button a symbol; both keep their whole words as their names.
 */
const WideOnly = styled.span`
  ${VISUALLY_HIDDEN}
  ${({ theme }) => theme.media.tablet} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip-path: none;
  }
`;

const PhoneOnly = styled.span`
  display: inline-flex;
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const LeaveSymbol = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
    <path d="M5 1H2v12h3M9 4l3 3-3 3M12 7H5" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

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
      <Link to={localizePath('/portal/', lang)}>
        <WideOnly>{t('header.loggedInAs', { name: session.data.name })}</WideOnly>
        <PhoneOnly aria-hidden="true">{session.data.name.split(' ')[0]}</PhoneOnly>
      </Link>
      <button type="button" onClick={() => void end()}>
        <WideOnly>{t('portal.logout')}</WideOnly>
        <PhoneOnly>
          <LeaveSymbol />
        </PhoneOnly>
      </button>
    </Row>
  );
}
