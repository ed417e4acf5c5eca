import styled from '@emotion/styled';
import { useMemo } from 'react';
import { useTranslation } from 'shared-kernel/react';
import { DEFAULT_MAP_SETTINGS } from 'shared-kernel';
import { PropertyMap } from '../map/PropertyMap';

const StreetView = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

export interface LocationSectionProps {
  id: number;
  latitude: number;
  longitude: number;
  /** False: the point is the rounded one of the api, the map shows the area and no Street View. */
  published: boolean;
}

/** The map of a property or project: exact when its address is published, the area otherwise. */
export function LocationSection({ id, latitude, longitude, published }: LocationSectionProps) {
  const { t } = useTranslation('listings');
  const points = useMemo(() => [{ ID: id, Latitude: latitude, Longitude: longitude }], [id, latitude, longitude]);
  return (
    <div>
      <PropertyMap
        points={points}
        label={t('map.locationLabel')}
        tileUrl={DEFAULT_MAP_SETTINGS.tileUrl}
        zoom={published ? 16 : 13}
        height="320px"
        note={published ? undefined : t('map.approximate')}
      />
      {published && (
        <StreetView
          href={`https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${latitude},${longitude}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('map.streetView')}
        </StreetView>
      )}
    </div>
  );
}
