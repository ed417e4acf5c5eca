import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import { formatCount, formatDate } from 'shared-kernel';
import { apiErrorMessage, useLanguage, useTranslation } from 'shared-kernel/react';
import { usePropertyStatisticsQuery } from '../api/portalApi';
import { Alert, Panel, Table, visuallyHidden } from '../shared/styles';

const ViewsGraph = lazy(() => import('./ViewsGraph'));

const Counters = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: ${({ theme }) => theme.radius};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: 1.75rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const COUNTERS = ['today', 'week', 'month', 'total'] as const;

/** Spec §2, §9: visits today, this week, this month and in total, and the last 30 days. */
export function ViewStatistics({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('portal');
  const lang = useLanguage();
  const { data, isError, error } = usePropertyStatisticsQuery(propertyId);

  if (isError) return <Alert tone="danger" role="alert">{apiErrorMessage(error, t)}</Alert>;
  if (data === undefined) return <p>{t('portal.loading')}</p>;
  const graphTotal = data.lastDays.reduce((sum, entry) => sum + entry.views, 0);
  const max = Math.max(...data.lastDays.map((entry) => entry.views));
  return (
    <>
      <Panel aria-labelledby="statistics-title">
        <h3 id="statistics-title">{t('stats.title')}</h3>
        <Counters>
          {COUNTERS.map((counter) => (
            <div key={counter}>
              <dt>{t(`stats.${counter}`)}</dt>
              <dd data-counter={counter}>{formatCount(data[counter], lang)}</dd>
            </div>
          ))}
        </Counters>
      </Panel>
      <Panel aria-labelledby="graph-title">
        <h3 id="graph-title">{t('stats.graphTitle')}</h3>
        {graphTotal === 0 ? (
          <p>{t('stats.noViews')}</p>
        ) : (
          <>
            <p>{t('stats.graphSummary', { total: formatCount(graphTotal, lang), max: formatCount(max, lang) })}</p>
            {/* The shell renders the portal in the browser only (contract: visitor-specific), where nivo can measure. */}
            <Suspense fallback={<div style={{ height: 280 }} />}>
              <ViewsGraph days={data.lastDays} lang={lang} label={t('stats.graphTitle')} />
            </Suspense>
            {/* Hidden by a box that clips it: a table keeps its content's width whatever its own, and
                stuck out of the page on a phone. */}
            <div css={visuallyHidden}>
              <Table>
                <caption>{t('stats.tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('stats.day')}</th>
                    <th scope="col">{t('stats.views')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.lastDays.map((entry) => (
                    <tr key={entry.day}>
                      <td>{formatDate(entry.day)}</td>
                      <td>{formatCount(entry.views, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          </>
        )}
      </Panel>
    </>
  );
}
