import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Zone } from 'shared-kernel';
import { useTranslation } from 'shared-kernel/react';
import type { MapHandle, MapPoint } from './olMap';

const Frame = styled.div`
  position: relative;
`;

// OpenLayers' own stylesheet is not loaded (no CSS in the bundles): the few controls shown are
// styled here, on a plain background that stands in for tiles that do not load.
// `$`: a style input, not the `height` attribute emotion would pass on.
const Canvas = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #e8edf1;
  overflow: hidden;
  .ol-viewport {
    border-radius: ${({ theme }) => theme.radius};
  }
  /* Over the markers' buttons, as they are over the markers' drawing. */
  .ol-zoom,
  .ol-attribution {
    z-index: 1;
  }
  .ol-zoom {
    position: absolute;
    top: 0.5rem;
    left: 0.5rem;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  .ol-zoom button {
    width: 2rem;
    height: 2rem;
    font-size: 1.2rem;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  .ol-attribution {
    position: absolute;
    right: 0;
    bottom: 0;
    font-size: 0.75rem;
    background: rgb(255 255 255 / 85%);
    padding: 0 0.25rem;
  }
  .ol-attribution ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .ol-attribution button,
  .ol-hidden {
    display: none;
  }
  /* Each marker's button lies over its drawing: invisible until the keyboard's focus is on it. */
  .map-marker {
    display: block;
    padding: 0;
    border: none;
    border-radius: 50%;
    background: transparent;
    cursor: pointer;
  }
  /* While a zone is drawn every click is a corner, markers included. */
  &[data-drawing] {
    cursor: crosshair;
  }
  &[data-drawing] .map-marker {
    pointer-events: none;
  }
  .map-marker:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
    box-shadow: 0 0 0 5px ${({ theme }) => theme.colors.surface};
  }
`;

const Popup = styled.div`
  min-width: 14rem;
  max-width: 18rem;
  max-height: 60vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 4px 14px rgb(0 0 0 / 20%);
  &[hidden] {
    display: none;
  }
`;

// On a line of its own above the cards: floated beside them it covered a long title on a phone.
const Close = styled.button`
  display: block;
  margin: 0 0 ${({ theme }) => theme.space(2)} auto;
  padding: 0;
  font: inherit;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  text-decoration: underline;
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

export interface PropertyMapProps<T extends MapPoint> {
  /** Undefined while they are being fetched: the box says the map is loading. */
  points: readonly T[] | undefined;
  /**
   * The name of a marker's button, for its one property or the several it stands for; markers
   * without one only show where, and open nothing.
   */
  markerLabel?: (points: T[]) => string;
  label: string;
  tileUrl: string | null;
  /** A location map: one marker at this zoom, no clusters. */
  zoom?: number;
  height?: string;
  /** The card(s) of the popup for the properties under a clicked marker. */
  renderPopup?: (points: T[]) => ReactNode;
  note?: ReactNode;
  /** The zone the list is narrowed to, drawn on the map. */
  zone?: Zone;
  /** While true, clicks on the map draw a zone, handed to `onDrawn` once closed. */
  drawing?: boolean;
  onDrawn?: (zone: Zone) => void;
}

/**
 * An OpenLayers map of properties, loaded on first use. Until it is ready (and if it fails) the
 * box keeps its size and says so; the number of markers is stated for everyone, not only those
 * who see the canvas.
 */
export function PropertyMap<T extends MapPoint>({
  points,
  markerLabel,
  label,
  tileUrl,
  zoom,
  height = '480px',
  renderPopup,
  note,
  zone,
  drawing = false,
  onDrawn,
}: PropertyMapProps<T>) {
  const { t } = useTranslation('listings');
  const theme = useTheme();
  const target = useRef<HTMLDivElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [tilesFailed, setTilesFailed] = useState(false);
  // Each map made anew (new points, a new zone) counts one: a drawing under way goes on on it.
  const [generation, setGeneration] = useState(0);
  const [selected, setSelected] = useState<T[]>([]);
  // OpenLayers is the heaviest script of a page: fetched and started only when the map comes near
  // the screen (a property's map is far below its photos), at once where nothing can tell.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const attribution = t('map.attribution');

  useEffect(() => {
    const box = target.current;
    if (near || !box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);

  // The label is read when the buttons are made: the latest one, without making the map again.
  const labelOf = useRef(markerLabel);
  useEffect(() => {
    labelOf.current = markerLabel;
  });

  const onDrawnNow = useRef(onDrawn);
  useEffect(() => {
    onDrawnNow.current = onDrawn;
  });

  const popupOpen = selected.length > 0;
  useEffect(() => {
    // An opened marker hands the focus to its popup; Escape or "Close" gives it back to the marker.
    if (popupOpen) close.current?.focus({ preventScroll: true });
  }, [popupOpen]);

  useEffect(() => {
    if (!near || points === undefined) return;
    let cancelled = false;
    import('./olMap')
      .then(({ createPropertyMap }) => {
        if (cancelled || !target.current || !popup.current) return;
        handle.current = createPropertyMap({
          target: target.current,
          popup: popup.current,
          points,
          tileUrl,
          attribution,
          color: theme.colors.primary,
          onColor: theme.colors.onPrimary,
          ...(zoom === undefined ? {} : { zoom }),
          ...(labelOf.current ? { markerLabel: (members: T[]) => labelOf.current?.(members) ?? '' } : {}),
          onSelect: setSelected,
          onTilesFailed: () => setTilesFailed(true),
          ...(zone === undefined ? {} : { zone }),
        });
        setState('ready');
        setGeneration((count) => count + 1);
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
      setSelected([]);
    };
  }, [near, points, tileUrl, attribution, zoom, theme, zone]);

  useEffect(() => {
    const map = handle.current;
    if (map === null || !drawing) return;
    map.startDrawing((drawn) => onDrawnNow.current?.(drawn));
    return () => map.stopDrawing();
  }, [generation, drawing]);

  return (
    <Frame>
      <Canvas
        ref={target}
        $height={height}
        role="region"
        aria-label={label}
        tabIndex={0}
        data-testid="property-map"
        data-marker-count={points?.length}
        data-zone-corners={zone?.length}
        data-state={state}
        data-tiles={tilesFailed ? 'failed' : undefined}
      />
      <Popup ref={popup} hidden={selected.length === 0} data-testid="map-popup">
        <Close ref={close} type="button" onClick={() => handle.current?.closePopup()}>
          {t('map.close')}
        </Close>
        {selected.length > 1 && <p>{t('map.cluster', { count: selected.length })}</p>}
        {selected.length > 0 && renderPopup?.(selected)}
      </Popup>
      <Note aria-live="polite">
        {state === 'loading' && t('map.loading')}
        {state === 'failed' && t('map.unavailable')}
        {state === 'ready' && zoom === undefined && t('map.markers', { count: points?.length ?? 0 })}
        {state === 'ready' && tilesFailed && ` ${t('map.tilesUnavailable')}`}
      </Note>
      {note && <Note>{note}</Note>}
    </Frame>
  );
}
