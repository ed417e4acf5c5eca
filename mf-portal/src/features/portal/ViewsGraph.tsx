import { ResponsiveLine } from '@nivo/line';
import { useTheme } from '@emotion/react';
import { formatCount, formatDate, type DailyViewCount, type Language } from 'shared-kernel';

/** Day and month only under the axis: the year would crowd thirty days. */
const dayAndMonth = (day: string) => formatDate(day).split('/').slice(0, 2).join('/');

/**
 * The nivo line of the last 30 days. Loaded on its own (d3 is heavy) and drawn only in the
 * browser; its numbers are also in the table beside it, which is what screen readers read.
 */
export default function ViewsGraph({ days, lang, label }: { days: DailyViewCount[]; lang: Language; label: string }) {
  const theme = useTheme();
  const weekly = days.filter((_, index) => (days.length - 1 - index) % 7 === 0).map((entry) => entry.day);
  return (
    <div style={{ height: 280 }}>
      <ResponsiveLine
        data={[{ id: label, data: days.map((entry) => ({ x: entry.day, y: entry.views })) }]}
        role="img"
        ariaLabel={label}
        margin={{ top: 16, right: 24, bottom: 40, left: 56 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        colors={[theme.colors.primary]}
        axisBottom={{ tickValues: weekly, format: (value: string) => dayAndMonth(value) }}
        axisLeft={{ format: (value: number) => (Number.isInteger(value) ? formatCount(value, lang) : '') }}
        enableArea
        areaOpacity={0.1}
        pointSize={6}
        useMesh
        yFormat={(value) => formatCount(Number(value), lang)}
        xFormat={(value) => formatDate(String(value))}
        animate={false}
      />
    </div>
  );
}
