import { useState, type ReactNode } from 'react';
import { formatCount, formatDate, visitSlotTime, type PortalHistory, type PortalHistoryItems } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { usePropertyHistoryQuery } from '../api/portalApi';
import { Alert, Panel, Table, TableScroll } from '../shared/styles';
import { Pager } from './Pager';

const TITLES: Record<PortalHistory, { title: string; empty: string }> = {
  'booked-visits': { title: 'history.bookedVisits', empty: 'history.bookedVisitsEmpty' },
  visits: { title: 'history.visits', empty: 'history.visitsEmpty' },
  communications: { title: 'history.communications', empty: 'history.communicationsEmpty' },
  'online-media': { title: 'history.onlineMedia', empty: 'history.onlineMediaEmpty' },
};

/** One history of a property (visits, communications or online media), a page at a time. */
export function HistorySection({ history, propertyId }: { history: PortalHistory; propertyId: number }) {
  const { t } = useTranslation('portal');
  const [page, setPage] = useState(1);
  const { data, isError, isFetching } = usePropertyHistoryQuery({ history, propertyId, page });
  const titleId = `history-${history}`;
  let content: ReactNode;
  if (isError) content = <Alert tone="danger" role="alert">{t('errors.api')}</Alert>;
  else if (data === undefined) content = <p>{t('portal.loading')}</p>;
  else if (data.total === 0) content = <p>{t(TITLES[history].empty)}</p>;
  else
    content = (
      <>
        <TableScroll tabIndex={0}>
          <HistoryTable history={history} items={data.items} labelledBy={titleId} />
        </TableScroll>
        <Pager label={t(TITLES[history].title)} page={data.page} pageCount={data.pageCount} onPage={setPage} />
      </>
    );
  return (
    <Panel aria-labelledby={titleId} aria-busy={isFetching}>
      <h3 id={titleId}>{t(TITLES[history].title)}</h3>
      {content}
    </Panel>
  );
}

function HistoryTable({ history, items, labelledBy }: { history: PortalHistory; items: PortalHistoryItems[PortalHistory][]; labelledBy: string }) {
  const { t } = useTranslation('portal');
  const lang = useLanguage();
  if (history === 'booked-visits') {
    return (
      <Table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('history.time')}</th>
            <th scope="col">{t('history.visitKind')}</th>
            <th scope="col" className="number">
              {t('history.places')}
            </th>
          </tr>
        </thead>
        <tbody>
          {(items as PortalHistoryItems['booked-visits'][]).map((slot) => (
            <tr key={slot.startsAt}>
              <td>
                {visitSlotTime(slot, lang)} ({t(slot.upcoming ? 'history.when.upcoming' : 'history.when.past')})
              </td>
              <td>{t(`history.visitKinds.${slot.kind}`)}</td>
              <td className="number">
                {formatCount(slot.booked, lang)} / {formatCount(slot.capacity, lang)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  }
  if (history === 'visits') {
    return (
      <Table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('history.date')}</th>
            <th scope="col">{t('history.feedback')}</th>
          </tr>
        </thead>
        <tbody>
          {(items as PortalHistoryItems['visits'][]).map((visit, index) => (
            <tr key={`${visit.visitedAt}-${index}`}>
              <td>{formatDate(visit.visitedAt)}</td>
              <td>{visit.feedback}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  }
  if (history === 'communications') {
    return (
      <Table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('history.date')}</th>
            <th scope="col">{t('history.kind')}</th>
            <th scope="col" className="number">
              {t('history.recipients')}
            </th>
          </tr>
        </thead>
        <tbody>
          {(items as PortalHistoryItems['communications'][]).map((communication, index) => (
            <tr key={`${communication.sentAt}-${index}`}>
              <td>{formatDate(communication.sentAt)}</td>
              <td>{t(`history.kinds.${communication.kind}`)}</td>
              <td className="number">{formatCount(communication.recipients, lang)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  }
  return (
    <Table aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('history.portal')}</th>
          <th scope="col">{t('history.published')}</th>
          <th scope="col">{t('history.withdrawn')}</th>
          <th scope="col">{t('history.state')}</th>
        </tr>
      </thead>
      <tbody>
        {(items as PortalHistoryItems['online-media'][]).map((medium, index) => (
          <tr key={`${medium.portal}-${index}`}>
            <td>{medium.portal}</td>
            <td>{formatDate(medium.publishedAt)}</td>
            <td>{medium.withdrawnAt ? formatDate(medium.withdrawnAt) : '–'}</td>
            <td>{t(`history.states.${medium.state}`)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
