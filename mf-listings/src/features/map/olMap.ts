import type { FeatureLike } from 'ol/Feature';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import View from 'ol/View';
import { defaults as defaultControls } from 'ol/control/defaults';
import { boundingExtent, containsCoordinate, getHeight, getWidth } from 'ol/extent';
import Point from 'ol/geom/Point';
import Polygon from 'ol/geom/Polygon';
import Draw from 'ol/interaction/Draw';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Circle, Fill, Icon, Stroke, Style, Text } from 'ol/style';
import { MAP_DEFAULT_CENTER, type Zone } from 'shared-kernel';

// This module is imported only from an effect (`import('./olMap')`): OpenLayers stays out of the
// first bundle and never runs on a server.

export interface MapPoint {
  ID: number;
  Latitude: number;
  Longitude: number;
}

export interface MapOptions<T extends MapPoint> {
  target: HTMLElement;
  popup: HTMLElement;
  points: readonly T[];
  tileUrl: string | null;
  attribution: string;
  /** Colours of the theme: markers are drawn on a canvas, outside emotion. */
  color: string;
  onColor: string;
  /** Single-point maps (a property's location) are not clustered and sit at this zoom. */
  zoom?: number;
  /**
   * The name of a marker's button, for the one property or the several it stands for; without
   * it the markers only show where (a property's own location).
   */
  markerLabel?: (points: T[]) => string;
  /** Called with the properties under an opened marker, or [] when the popup closes. */
  onSelect: (points: T[]) => void;
  /** Called once when a tile of the background cannot be loaded (offline, tile server down). */
  onTilesFailed?: () => void;
  /** The zone the list is narrowed to: drawn over the markers, and the first view fits it. */
  zone?: Zone;
}

export interface MapHandle {
  closePopup(): void;
  /**
   * OpenLayers' polygon drawing: each click a corner, the first corner again or a double click
   * closes it. Markers open nothing meanwhile. `onDrawn` has the corners, longitude first.
   */
  startDrawing(onDrawn: (zone: Zone) => void): void;
  stopDrawing(): void;
  destroy(): void;
}

const PIN = { width: 30, height: 40 };
const clusterRadius = (size: number) => 14 + Math.min(size, 30) / 3;
const CLUSTER_RADIUS_MAX = clusterRadius(30);
/**
 * WCAG 2.5.8 (axe's target-size found groups covering each other): every marker is a button of
 * 24 px or more, and none covers another. A group stays on the first of its properties
 * (`minDistance` equal to `distance`), and no other marker's point lies within `distance` of it on
 * both axes; so no two markers overlap when `distance` exceeds the most two of them can reach
 * towards each other: a pin stands its height above its point, a group its radius around it, so a
 * group just above a pin is the worst case. A few pixels more keep them visibly apart.
 */
const CLUSTER_DISTANCE = PIN.height + CLUSTER_RADIUS_MAX + 4;
/** The zoom buttons sit in the top left corner: the first view keeps the markers clear of them. */
const FIT_PADDING = [64, 40, 24, 72];

/** The agency's marker: a pin drawn in the theme colour, sharp at any pixel ratio. */
function markerIcon(color: string, onColor: string): Icon {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40" viewBox="0 0 30 40">` +
    `<path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.4 15 39 15 39s14-13.6 14-24.1C29 7.2 22.7 1 15 1z" fill="${color}" stroke="${onColor}" stroke-width="2"/>` +
    `<path d="M8 16l7-6 7 6v7h-5v-4h-4v4H8z" fill="${onColor}"/></svg>`;
  return new Icon({ src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, anchor: [0.5, 1], ...PIN });
}

/** The properties a drawn marker stands for: the members of a cluster, or the one point. */
function membersOf(feature: FeatureLike): FeatureLike[] {
  return (feature.get('features') as FeatureLike[] | undefined) ?? [feature];
}

function pointOf<T>(feature: FeatureLike): T {
  return feature.get('point') as T;
}

export function createPropertyMap<T extends MapPoint>(options: MapOptions<T>): MapHandle {
  const { target, popup, points, tileUrl, attribution, color, onColor, zoom, markerLabel, onSelect, onTilesFailed, zone } = options;
  const features = points.map((point) => {
    const feature = new Feature({ geometry: new Point(fromLonLat([point.Longitude, point.Latitude])) });
    feature.set('point', point);
    return feature;
  });
  const vectorSource = new VectorSource({ features });
  const clustered = zoom === undefined;
  const source = clustered ? new Cluster({ distance: CLUSTER_DISTANCE, minDistance: CLUSTER_DISTANCE, source: vectorSource }) : vectorSource;

  const pin = new Style({ image: markerIcon(color, onColor) });
  const clusterStyles = new Map<number, Style>();
  const style = (feature: FeatureLike) => {
    const members = membersOf(feature);
    if (members.length === 1) return pin;
    let cached = clusterStyles.get(members.length);
    if (!cached) {
      cached = new Style({
        image: new Circle({
          radius: clusterRadius(members.length),
          fill: new Fill({ color }),
          stroke: new Stroke({ color: onColor, width: 2 }),
        }),
        text: new Text({ text: String(members.length), fill: new Fill({ color: onColor }), font: 'bold 13px system-ui, sans-serif' }),
      });
      clusterStyles.set(members.length, cached);
    }
    return cached;
  };

  // Tiles that cannot load (offline, blocked) leave the background plain; the markers stay, and
  // the page is told, so it can say so rather than "loading" for ever.
  const tiles = tileUrl ? new XYZ({ url: tileUrl, attributions: attribution, crossOrigin: 'anonymous' }) : null;
  if (tiles && onTilesFailed) tiles.once('tileloaderror', onTilesFailed);
  // The zone under the markers, so they stay clickable; its outline in the theme's colour.
  const zoneFeature = zone && zone.length > 2 ? new Feature({ geometry: new Polygon([zone.map((vertex) => fromLonLat([...vertex]))]) }) : null;
  const zoneLayer = new VectorLayer({
    source: new VectorSource({ features: zoneFeature ? [zoneFeature] : [] }),
    style: new Style({ stroke: new Stroke({ color, width: 3 }), fill: new Fill({ color: 'rgba(0, 0, 0, 0.06)' }) }),
  });
  const layers = [...(tiles ? [new TileLayer({ source: tiles })] : []), zoneLayer, new VectorLayer({ source, style })];

  const overlay = new Overlay({ element: popup, positioning: 'bottom-center', offset: [0, -42], autoPan: { animation: { duration: 200 } } });
  const center = fromLonLat([points[0]?.Longitude ?? MAP_DEFAULT_CENTER.Longitude, points[0]?.Latitude ?? MAP_DEFAULT_CENTER.Latitude]);
  const map = new OlMap({
    target,
    layers,
    overlays: [overlay],
    controls: defaultControls({ attribution: Boolean(tileUrl), rotate: false }),
    view: new View({ center, zoom: zoom ?? 12, maxZoom: 18 }),
  });

  if (zoneFeature) {
    map.getView().fit(zoneFeature.getGeometry()?.getExtent() ?? [], { padding: FIT_PADDING, maxZoom: 16 });
  } else if (clustered && features.length > 1) {
    const extent = boundingExtent(features.map((feature) => (feature.getGeometry() as Point).getCoordinates()));
    // Pins stand above their point: more room at the top keeps the highest one whole.
    map.getView().fit(extent, { padding: FIT_PADDING, maxZoom: 15 });
  }

  // The canvas draws the markers; a button laid over each one in view lets a keyboard or a screen
  // reader reach it (Tab, Enter), in reading order: north to south, then west to east. The buttons
  // are made again after each move; a marker is known by its properties' ids, so the focus and the
  // popup's way back stay on the same marker.
  let markerButtons: Overlay[] = [];
  let openerKey: string | null = null;
  const keyOf = (members: FeatureLike[]) => members.map((member) => pointOf<T>(member).ID).sort((a, b) => a - b).join(',');
  const buttonOf = (key: string | null) =>
    markerButtons.map((marker) => marker.getElement()).find((element) => element !== undefined && element.dataset.key === key);
  const syncMarkerButtons = () => {
    if (!markerLabel) return;
    const focused = markerButtons.map((marker) => marker.getElement()).find((element) => element?.contains(document.activeElement));
    for (const marker of markerButtons) map.removeOverlay(marker);
    markerButtons = [];
    const size = map.getSize();
    if (!size) return;
    const inView = map.getView().calculateExtent(size);
    const shown = source
      .getFeatures()
      .map((feature) => ({ feature, at: (feature.getGeometry() as Point).getCoordinates() }))
      .filter(({ at }) => containsCoordinate(inView, at))
      .sort((a, b) => (b.at[1] ?? 0) - (a.at[1] ?? 0) || (a.at[0] ?? 0) - (b.at[0] ?? 0));
    markerButtons = shown.map(({ feature, at }) => {
      const members = membersOf(feature);
      const key = keyOf(members);
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'map-marker';
      button.dataset.key = key;
      button.setAttribute('aria-label', markerLabel(members.map((member) => pointOf<T>(member))));
      const [width, height] = members.length === 1 ? [PIN.width, PIN.height] : [clusterRadius(members.length) * 2, clusterRadius(members.length) * 2];
      button.style.width = `${width}px`;
      button.style.height = `${height}px`;
      button.addEventListener('click', () => {
        openerKey = key;
        open(members, at);
      });
      const marker = new Overlay({
        element: button,
        position: at,
        positioning: members.length === 1 ? 'bottom-center' : 'center-center',
        // Appended, so the order of the page is the order above (OpenLayers puts overlays first).
        insertFirst: false,
      });
      map.addOverlay(marker);
      return marker;
    });
    // The same marker keeps the focus; a cluster opened from the keyboard has zoomed in, and the
    // focus goes on to the first of the markers it became.
    if (focused) (buttonOf(focused.dataset.key ?? null) ?? markerButtons[0]?.getElement() ?? target).focus();
  };
  let syncPending = false;
  const scheduleSync = () => {
    if (syncPending) return;
    syncPending = true;
    setTimeout(() => {
      syncPending = false;
      syncMarkerButtons();
    });
  };
  map.on('moveend', scheduleSync);
  source.on('change', scheduleSync);

  const closePopup = () => {
    overlay.setPosition(undefined);
    onSelect([]);
    if (openerKey !== null) buttonOf(openerKey)?.focus();
    openerKey = null;
  };

  // Several properties apart from each other: zoom to them; at the closest zoom, or all at one
  // point (addresses not published share their rounded point), the popup lists them.
  const open = (members: FeatureLike[], at: number[]) => {
    const view = map.getView();
    const spread = boundingExtent(members.map((member) => (member.getGeometry() as Point).getCoordinates()));
    const apart = getWidth(spread) > 0 || getHeight(spread) > 0;
    if (members.length > 1 && apart && (view.getZoom() ?? 0) < view.getMaxZoom()) {
      overlay.setPosition(undefined);
      onSelect([]);
      const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      view.fit(spread, { padding: FIT_PADDING, duration: reducedMotion ? 0 : 250 });
      return;
    }
    overlay.setPosition(at);
    onSelect(members.map((member) => pointOf<T>(member)));
  };

  let draw: Draw | null = null;
  const stopDrawing = () => {
    if (draw) map.removeInteraction(draw);
    draw = null;
    delete target.dataset.drawing;
  };
  const startDrawing = (onDrawn: (zone: Zone) => void) => {
    stopDrawing();
    closePopup();
    draw = new Draw({ type: 'Polygon', stopClick: true });
    draw.on('drawend', (event) => {
      const ring = (event.feature.getGeometry() as Polygon).getCoordinates()[0] ?? [];
      // The ring ends where it started: the zone names each corner once.
      const corners = ring.slice(0, -1).map((coordinate) => toLonLat(coordinate) as [number, number]);
      stopDrawing();
      onDrawn(corners);
    });
    map.addInteraction(draw);
    // The markers' buttons let the clicks through to the drawing (see PropertyMap's styles).
    target.dataset.drawing = 'true';
  };

  map.on('singleclick', (event) => {
    if (!markerLabel || draw) return;
    const hit = map.forEachFeatureAtPixel(event.pixel, (feature) => feature);
    if (!hit) return closePopup();
    openerKey = null;
    open(membersOf(hit), (hit.getGeometry() as Point).getCoordinates());
  });
  map.on('pointermove', (event) => {
    if (!markerLabel || draw) return;
    target.style.cursor = map.hasFeatureAtPixel(event.pixel) ? 'pointer' : '';
  });
  popup.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closePopup();
  });
  // The cards arrive after the popup opens: once they have grown it, it is brought into view again.
  const popupGrows = new ResizeObserver(() => {
    if (overlay.getPosition() !== undefined) overlay.panIntoView({ animation: { duration: 200 }, margin: 16 });
  });
  popupGrows.observe(popup);

  return {
    closePopup,
    startDrawing,
    stopDrawing,
    destroy: () => {
      popupGrows.disconnect();
      map.setTarget(undefined);
    },
  };
}
