import styled from '@emotion/styled';
import { propertyHref } from 'shared-kernel/routing';
import { Link } from 'shared-kernel/router';
import { addressLines, cardMark, marqueeState, priceText, type Language, type PropertyListItem } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { ListingImage } from './ListingImage';
import { FavouriteButton } from './FavouriteButton';
import { Ribbon } from './Ribbon';
import { usePriceLabels } from './usePriceLabels';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within,
  &:hover {
    box-shadow: 0 2px 10px rgb(0 0 0 / 12%);
  }
  h3 {
    font-size: 1.05rem;
    margin: 0;
  }
  h3 a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
  /* The whole card is the link's target, the heading stays the one link read aloud. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

export const Picture = styled.div`
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.muted};
  display: flex;
  align-items: center;
  justify-content: center;
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  flex: 1;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** "New" or "Price reduced": a tag in the card's text, read with it. */
const Mark = styled.p`
  margin: 0;
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.accent};
`;

export const Price = styled.p`
  margin: auto 0 0;
  font-weight: 700;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.text};
`;

export interface PropertyCardProps {
  property: Pick<PropertyListItem, 'ID' | 'Goal' | 'City' | 'Zip' | 'TypeDescription' | 'MainTypeName' | 'Marquee' | 'SmallPictureItem'> &
    Partial<Pick<PropertyListItem, 'PublishPrice' | 'Price' | 'PriceUnit' | 'Bedrooms' | 'SurfaceLiving' | 'ProjectID' | 'CreatedAt' | 'PriceDroppedAt'>>;
  /** The first card of a page: its photo is the largest paint. */
  priority?: boolean;
  /** The card's width in the layout, for the browser to choose a photo width. */
  sizes?: string;
}

/** Zip and city as Belgians write them. */
export function placeOf({ Zip, City }: { Zip: string; City: string }, language: Language): string {
  return addressLines({ PublishAddress: false, Street: '', HouseNumber: '', BoxNr: '', Zip, City }, language)[0] ?? '';
}

/** Spec §3: a property as listed — photo, headline, type, city and zip, price, bedrooms and surface, banner. */
export function PropertyCard({ property, priority = false, sizes = '(min-width: 1280px) 300px, (min-width: 767px) 45vw, 100vw' }: PropertyCardProps) {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const priceLabels = usePriceLabels();
  const facts = [
    property.Bedrooms ? t('card.bedrooms', { count: property.Bedrooms }) : null,
    property.SurfaceLiving ? t('card.surface', { surface: property.SurfaceLiving }) : null,
  ].filter((fact): fact is string => fact !== null);
  const mark = property.CreatedAt !== undefined && marqueeState(property.Marquee) === 'sale' ? cardMark({ CreatedAt: property.CreatedAt, PriceDroppedAt: property.PriceDroppedAt }, new Date()) : null;
  return (
    <Card>
      <Picture>
        {property.SmallPictureItem ? (
          <ListingImage url={property.SmallPictureItem.Url} alt="" sizes={sizes} priority={priority} />
        ) : (
          <span>{t('card.noPhoto')}</span>
        )}
      </Picture>
      <Ribbon marquee={property.Marquee} goal={property.Goal} />
      <FavouriteButton id={property.ID} title={property.TypeDescription} overlay />
      <Body>
        {mark !== null && <Mark>{t(`card.mark.${mark}`)}</Mark>}
        <h3>
          <Link to={propertyHref(property, lang)}>{property.TypeDescription}</Link>
        </h3>
        <Muted>
          {property.MainTypeName} · {placeOf(property, lang)}
        </Muted>
        {facts.length > 0 && <Muted>{facts.join(' · ')}</Muted>}
        {property.PublishPrice !== undefined && (
          <Price>{priceText({ PublishPrice: property.PublishPrice, Price: property.Price ?? 0, PriceUnit: property.PriceUnit ?? null, Goal: property.Goal }, priceLabels)}</Price>
        )}
      </Body>
    </Card>
  );
}
