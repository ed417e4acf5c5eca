import { useState, type ReactNode } from 'react';
import { formatCount, formatDate, visitSlotTime, type PortalHistory, type PortalHistoryItems } from 'shared-kernel';
import { apiErrorMessage, useLanguage, useTranslation } from 'shared-kernel/react';
import { usePropertyHistoryQuery } from '../api/portalApi';
import { Alert, Panel, Table, TableBox } from '../shared/styles';
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
  const { data, isError, error, isFetching } = usePropertyHistoryQuery({ history, propertyId, page });
  const titleId = `history-${history}`;
  let content: ReactNode;
  if (isError) content = <Alert tone="danger" role="alert">{apiErrorMessage(error, t)}</Alert>;
  else if (data === undefined) content = <p>{t('portal.loading')}</p>;
  else if (data.total === 0) content = <p>{t(TITLES[history].empty)}</p>;
  else
    content = (
      <>
        <TableBox>
          <HistoryTable history={history} items={data.items} labelledBy={titleId} />
        </TableBox>
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

interface Column<T> {
  header: string;
  number?: boolean;
  cell: (item: T) => ReactNode;
}

/** Each history's columns: its header and what a row shows in it. */
function useColumns(): { [H in PortalHistory]: Column<PortalHistoryItems[H]>[] } {
  const { t } = useTranslation('portal');
  const lang = useLanguage();
  return {
    'booked-visits': [
      { header: t('history.time'), cell: (slot) => `${visitSlotTime(slot, lang)} (${t(slot.upcoming ? 'history.when.upcoming' : 'history.when.past')})` },
      { header: t('history.visitKind'), cell: (slot) => t(`history.visitKinds.${slot.kind}`) },
      { header: t('history.places'), number: true, cell: (slot) => `${formatCount(slot.booked, lang)} / ${formatCount(slot.capacity, lang)}` },
    ],
    visits: [
      { header: t('history.date'), cell: (visit) => formatDate(visit.visitedAt) },
      { header: t('history.feedback'), cell: (visit) => visit.feedback },
    ],
    communications: [
      { header: t('history.date'), cell: (communication) => formatDate(communication.sentAt) },
      { header: t('history.kind'), cell: (communication) => t(`history.kinds.${communication.kind}`) },
      { header: t('history.recipients'), number: true, cell: (communication) => formatCount(communication.recipients, lang) },
    ],
    'online-media': [
      { header: t('history.portal'), cell: (medium) => medium.portal },
      { header: t('history.published'), cell: (medium) => formatDate(medium.publishedAt) },
      { header: t('history.withdrawn'), cell: (medium) => (medium.withdrawnAt ? formatDate(medium.withdrawnAt) : '–') },
      { header: t('history.state'), cell: (medium) => t(`history.states.${medium.state}`) },
    ],
  };
}

/** A history's page as a table; each cell carries its column's name for the stacked rows of a phone. */
function HistoryTable<H extends PortalHistory>({ history, items, labelledBy }: { history: H; items: PortalHistoryItems[H][]; labelledBy: string }) {
  const columns = useColumns()[history] as Column<PortalHistoryItems[H]>[];
  return (
    <Table aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.number ? 'number' : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={index}>
            {columns.map((column) => (
              <td key={column.header} className={column.number ? 'number' : undefined} data-label={column.header}>
                {column.cell(item)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
