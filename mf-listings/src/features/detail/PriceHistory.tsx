import styled from '@emotion/styled';
import { daysOnMarket, formatPercent, formatPrice, propertyHistory, type HistoryEntry, type PropertyEvent } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';

const List = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  li {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

/**
 * The price and status history of a property in words and dates ("Prix réduit de 4,7 % le
 * 12/10/2026"), and how long it has been (or was) on the market. Nothing when no event is known.
 */
export function PriceHistory({ events, today = new Date() }: { events: readonly PropertyEvent[]; today?: Date }) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const entries = propertyHistory(events);
  const days = daysOnMarket(events, today);
  if (entries.length === 0) return null;
  const line = (entry: HistoryEntry) => {
    if (entry.kind === 'published') return t('history.published', { date: entry.date });
    if (entry.kind === 'status') return t(`history.status.${entry.state}`, { date: entry.date });
    return t(`history.${entry.kind}`, { date: entry.date, percent: formatPercent(entry.percent, language), from: formatPrice(entry.from), to: formatPrice(entry.to) });
  };
  return (
    // Not in the printed brochure, which must fit on two pages and speaks of the property as it is.
    <section aria-labelledby="price-history" data-print="hide">
      <h2 id="price-history">{t('history.title')}</h2>
      {days !== null && <p>{t('history.days', { count: days })}</p>}
      <List>
        {entries.map((entry, index) => (
          <li key={index}>{line(entry)}</li>
        ))}
      </List>
    </section>
  );
}
