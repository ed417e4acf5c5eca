import styled from '@emotion/styled';
import { MAX_ZONE_VERTICES, readZone, type ZoneError } from 'shared-kernel';
import { useTranslation } from 'shared-kernel/react';
import { Link } from 'shared-kernel/router';
import { ActionButton } from '../shared/StateMessage';
import { citySelectIdOf } from './FilterForm';

const Notice = styled.p<{ $refused: boolean }>`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme, $refused }) => ($refused ? theme.colors.danger : theme.colors.primary)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
  p:empty {
    display: none;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  [role='alert'] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

/** The sentence that says why a zone is refused, in the page's language. */
function useRefusal() {
  const { t } = useTranslation('listings');
  return (error: ZoneError) => t(`zone.errors.${error}`, { max: MAX_ZONE_VERTICES });
}

/**
 * Above the results, in either view, while the list has a zone: that only the zone's properties
 * are shown, or, for a zone the kernel refuses (a damaged link), why it was not searched and that
 * the other filters still apply. Either way a link clears it, without scripts too.
 */
export function ZoneNotice({ zone, clearHref }: { zone: string | undefined; clearHref: string }) {
  const { t } = useTranslation('listings');
  const refusal = useRefusal();
  if (zone === undefined) return null;
  const reading = readZone(zone);
  const clear = <Link to={clearHref}>{t('zone.clear')}</Link>;
  return 'error' in reading ? (
    <Notice $refused role="alert" data-testid="zone-notice">
      {t('zone.refused', { reason: refusal(reading.error) })} {clear}
    </Notice>
  ) : (
    <Notice $refused={false} data-testid="zone-notice">
      {t('zone.active')} {clear}
    </Notice>
  );
}

export interface DrawControlsProps {
  /** Scripts run: the map can draw. Without them only the keyboard's way is offered. */
  canDraw: boolean;
  hasZone: boolean;
  drawing: boolean;
  onDrawingChange: (drawing: boolean) => void;
  /** Why the last drawing could not be searched, if it could not. */
  refused: ZoneError | null;
  /** The filter form holding the commune's select. */
  filterFormId: string;
}

/**
 * "Draw a zone" above the list's map, and its keyboard alternative said in words: the commune
 * filter, a link away (it opens the folded filters, and focuses the commune's select).
 */
export function DrawControls({ canDraw, hasZone, drawing, onDrawingChange, refused, filterFormId }: DrawControlsProps) {
  const { t } = useTranslation('listings');
  const refusal = useRefusal();
  return (
    <Bar>
      {canDraw && (
        <ActionButton type="button" aria-pressed={drawing} onClick={() => onDrawingChange(!drawing)}>
          {t(drawing ? 'zone.cancel' : hasZone ? 'zone.redraw' : 'zone.draw')}
        </ActionButton>
      )}
      <p>
        {t('zone.keyboard')}{' '}
        <a
          href={`#${filterFormId}`}
          onClick={() => {
            // After the browser has followed the link (which unfolds the filters on a phone).
            setTimeout(() => document.getElementById(citySelectIdOf(filterFormId))?.focus());
          }}
        >
          {t('zone.chooseCommune')}
        </a>
      </p>
      <p aria-live="polite">{drawing ? t('zone.drawing') : ''}</p>
      {refused && <p role="alert">{t('zone.drawRefused', { reason: refusal(refused) })}</p>}
    </Bar>
  );
}
