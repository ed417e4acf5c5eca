import type { FeatureLike } from 'ol/Feature';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import View from 'ol/View';
import { defaults as defaultControls } from 'ol/control/defaults';
import { boundingExtent } from 'ol/extent';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Circle, Fill, Icon, Stroke, Style, Text } from 'ol/style';
import { MAP_DEFAULT_CENTER } from 'shared-kernel';

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
  /** Called with the properties under a clicked marker, or [] when the popup closes. */
  onSelect: (points: T[]) => void;
  /** Called once when a tile of the background cannot be loaded (offline, tile server down). */
  onTilesFailed?: () => void;
}

export interface MapHandle {
  closePopup(): void;
  destroy(): void;
}

/** The agency's marker: a pin drawn in the theme colour, sharp at any pixel ratio. */
function markerIcon(color: string, onColor: string): Icon {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40" viewBox="0 0 30 40">` +
    `<path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.4 15 39 15 39s14-13.6 14-24.1C29 7.2 22.7 1 15 1z" fill="${color}" stroke="${onColor}" stroke-width="2"/>` +
    `<path d="M8 16l7-6 7 6v7h-5v-4h-4v4H8z" fill="${onColor}"/></svg>`;
  return new Icon({ src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, anchor: [0.5, 1], width: 30, height: 40 });
}

export function createPropertyMap<T extends MapPoint>(options: MapOptions<T>): MapHandle {
  const { target, popup, points, tileUrl, attribution, color, onColor, zoom, onSelect, onTilesFailed } = options;
  const features = points.map((point) => {
    const feature = new Feature({ geometry: new Point(fromLonLat([point.Longitude, point.Latitude])) });
    feature.set('point', point);
    return feature;
  });
  const vectorSource = new VectorSource({ features });
  const clustered = zoom === undefined;
  const source = clustered ? new Cluster({ distance: 40, minDistance: 16, source: vectorSource }) : vectorSource;

  const pin = new Style({ image: markerIcon(color, onColor) });
  const clusterStyles = new Map<number, Style>();
  const style = (feature: FeatureLike) => {
    const members = (feature.get('features') as FeatureLike[] | undefined) ?? [feature];
    if (members.length === 1) return pin;
    let cached = clusterStyles.get(members.length);
    if (!cached) {
      cached = new Style({
        image: new Circle({
          radius: 14 + Math.min(members.length, 30) / 3,
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
  const layers = [...(tiles ? [new TileLayer({ source: tiles })] : []), new VectorLayer({ source, style })];

  const overlay = new Overlay({ element: popup, positioning: 'bottom-center', offset: [0, -42], autoPan: { animation: { duration: 200 } } });
  const center = fromLonLat([points[0]?.Longitude ?? MAP_DEFAULT_CENTER.Longitude, points[0]?.Latitude ?? MAP_DEFAULT_CENTER.Latitude]);
  const map = new OlMap({
    target,
    layers,
    overlays: [overlay],
    controls: defaultControls({ attribution: Boolean(tileUrl), rotate: false }),
    view: new View({ center, zoom: zoom ?? 12, maxZoom: 18 }),
  });

  if (clustered && features.length > 1) {
    const extent = boundingExtent(features.map((feature) => (feature.getGeometry() as Point).getCoordinates()));
    // Pins stand above their point: more room at the top keeps the highest one whole.
    map.getView().fit(extent, { padding: [64, 40, 24, 40], maxZoom: 15 });
  }

  const closePopup = () => {
    overlay.setPosition(undefined);
    onSelect([]);
  };

  map.on('singleclick', (event) => {
    const hit = map.forEachFeatureAtPixel(event.pixel, (feature) => feature);
    if (!hit) return closePopup();
    const members = (hit.get('features') as Feature[] | undefined) ?? [hit as Feature];
    overlay.setPosition((hit.getGeometry() as Point).getCoordinates());
    onSelect(members.map((member) => member.get('point') as T));
  });
  map.on('pointermove', (event) => {
    target.style.cursor = map.hasFeatureAtPixel(event.pixel) ? 'pointer' : '';
  });

  return {
    closePopup,
    destroy: () => map.setTarget(undefined),
  };
}
