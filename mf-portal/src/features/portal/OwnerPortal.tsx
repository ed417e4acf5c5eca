import styled from '@emotion/styled';
import { useState } from 'react';
import { localizePath } from 'shared-kernel/routing';
import { Link } from 'shared-kernel/router';
import { PORTAL_HISTORIES, type OwnerProfile } from 'shared-kernel';
import { apiErrorKeys, apiErrorMessage, useLanguage, useTranslation } from 'shared-kernel/react';
import { usePortalPropertiesQuery, useLogoutMutation, useSessionQuery } from '../api/portalApi';
import { Alert, Panel, QuietButton } from '../shared/styles';
import { HistorySection } from './HistorySection';
import { PropertyPicker } from './PropertyPicker';
import { ViewStatistics } from './ViewStatistics';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The owner portal (spec §2): for a logged-in owner, their properties' statistics and histories. */
export function OwnerPortal() {
  const { t } = useTranslation('portal');
  const lang = useLanguage();
  const session = useSessionQuery();
  const [loggedOut, setLoggedOut] = useState(false);

  // A failed refetch keeps the last data: after a logout or an expiry, the error is what counts.
  if (session.data && !session.isError) return <Portal owner={session.data} onLoggedOut={() => setLoggedOut(true)} />;
  if (session.isLoading) return <p>{t('portal.loading')}</p>;
  const failed = !loggedOut && apiErrorKeys(session.error).status !== 401;
  return (
    <Panel aria-labelledby="portal-title">
      <h2 id="portal-title">{t('portal.title')}</h2>
      <Alert tone={failed ? 'danger' : 'success'} role="status">
        {failed ? apiErrorMessage(session.error, t) : t(loggedOut ? 'portal.loggedOut' : 'portal.needLogin')}
      </Alert>
      <Link to={localizePath('/login/', lang)}>{t('portal.loginLink')}</Link>
    </Panel>
  );
}

function Portal({ owner, onLoggedOut }: { owner: OwnerProfile; onLoggedOut: () => void }) {
  const { t } = useTranslation('portal');
  const lang = useLanguage();
  const properties = usePortalPropertiesQuery(lang);
  const [chosen, setChosen] = useState<number>();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();

  const end = async (everywhere: boolean) => {
    if ('data' in (await logout({ everywhere }))) onLoggedOut();
  };
  const list = properties.data ?? [];
  const propertyId = list.some((property) => property.id === chosen) ? chosen : list[0]?.id;
  return (
    <div>
      <Header>
        <div>
          <h2>{t('portal.welcome', { name: owner.name })}</h2>
          {owner.role === 'manager' && (
            <p>
              <strong>{t('portal.manager')}</strong> — {t('portal.managerNote')}
            </p>
          )}
        </div>
        <Actions>
          <QuietButton type="button" disabled={loggingOut} onClick={() => void end(false)}>
            {t('portal.logout')}
          </QuietButton>
          <QuietButton type="button" disabled={loggingOut} onClick={() => void end(true)}>
            {t('portal.logoutEverywhere')}
          </QuietButton>
        </Actions>
      </Header>
      {properties.isError && <Alert tone="danger" role="alert">{apiErrorMessage(properties.error, t)}</Alert>}
      {properties.isLoading && <p>{t('portal.loading')}</p>}
      {properties.data && propertyId === undefined && <p>{t('portal.noProperties')}</p>}
      {propertyId !== undefined && (
        <>
          <PropertyPicker properties={list} selected={propertyId} grouped={owner.role === 'manager'} onSelect={setChosen} />
          <ViewStatistics propertyId={propertyId} />
          {PORTAL_HISTORIES.map((history) => (
            // A new property starts every history at its first page.
            <HistorySection key={`${history}-${propertyId}`} history={history} propertyId={propertyId} />
          ))}
        </>
      )}
    </div>
  );
}
