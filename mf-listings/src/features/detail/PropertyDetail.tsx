import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { listHref, projectHref } from 'shared-kernel/routing';
import { Link } from 'shared-kernel/router';
import {
  Goal,
  addressLines,
  availabilityOf,
  descriptionParagraphs,
  formatPhone,
  isForSale,
  priceText,
  type PropertyDetailData,
} from 'shared-kernel';
import type { EnquiryKind, PropertyDetailProps } from 'shared-kernel/federation';
import { isNotFoundError, useLanguage, usePropertyQuery, useSiteConfigurationQuery, useTranslation } from 'shared-kernel/react';
import { DocumentList } from '../shared/DocumentList';
import { ActionButton, LoadError, StateMessage } from '../shared/StateMessage';
import { usePriceLabels } from '../shared/usePriceLabels';
import { AttributeTable } from '../shared/AttributeTable';
import { EnergySection } from './EnergySection';
import { EnquirySection } from '../shared/EnquirySection';
import { Gallery } from '../shared/Gallery';
import { LocationSection } from '../shared/LocationSection';
import { Heading, Links, Page } from '../shared/DetailLayout';
import { MediaSection } from './MediaSection';
import { NextVisits } from './NextVisits';
import { FavouriteButton } from '../shared/FavouriteButton';
import { PrintStyles } from './PrintStyles';
import { PriceHistory } from './PriceHistory';
import { PurchaseCosts } from './PurchaseCosts';
import { KeepInformed } from '../shared/KeepInformed';
import { SimilarProperties } from './SimilarProperties';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const PriceLine = styled.p`
  font-size: 1.5rem;
  font-weight: 700;
`;

// Tracks that may be narrower than their longest word: a long word wraps inside its column
// instead of widening the page.
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const StateBanner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** Spec §2 detail page forms: a visit, the documents, a friend, and an offer or a rental application. */
export function enquiryKindsFor(goal: number): EnquiryKind[] {
  return ['visit', 'documents', 'send-to-friend', isForSale(goal) ? 'purchase-offer' : 'rental-application'];
}

/** One visit beacon per view of a property, for the owner's statistics; never during render. */
function useViewBeacon(id: number | undefined) {
  const sentFor = useRef<number | null>(null);
  useEffect(() => {
    if (id === undefined || sentFor.current === id) return;
    sentFor.current = id;
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
    navigator.sendBeacon('/api/track/property-view', new Blob([JSON.stringify({ propertyId: id })], { type: 'application/json' }));
  }, [id]);
}

function AgencyContactBlock() {
  const { t } = useTranslation('listings');
  const agency = useSiteConfigurationQuery(useLanguage()).data?.agency;
  if (!agency) return null;
  return (
    <section className="listing-print-only" aria-label={t('print.agency')}>
      <h2>{t('print.agency')}</h2>
      <p>
        {agency.name}
        <br />
        {agency.street}, {agency.zip} {agency.city}
        <br />
        {formatPhone(agency.phone)} · {agency.email}
      </p>
    </section>
  );
}

/** Spec §4: the property does not exist (any more): "not found or sold", with the lists. */
export function PropertyNotFound() {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  return (
    <StateMessage>
      <h1>{t('detail.notFoundTitle')}</h1>
      <p>{t('detail.notFoundText')}</p>
      <Links>
        <Link to={listHref(Goal.Sale, lang)}>{t('types.forSale')}</Link>
        <Link to={listHref(Goal.Rent, lang)}>{t('types.forRent')}</Link>
      </Links>
    </StateMessage>
  );
}

function PropertyView({ property, enquirySlot }: { property: PropertyDetailData; enquirySlot: PropertyDetailProps['enquirySlot'] }) {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const priceLabels = usePriceLabels();
  const availability = availabilityOf(property);
  const paragraphs = descriptionParagraphs(property.Description);
  const media = property.VirtualTourUrl !== undefined || property.VideoUrls.length > 0;
  const [chosenVisit, setChosenVisit] = useState<{ slotId: string; round: number }>();
  return (
    <Page aria-labelledby="property-title">
      <PrintStyles />
      {availability !== 'available' && <StateBanner role="status">{t(`detail.${availability}Notice`)}</StateBanner>}
      <Heading className="listing-print-keep">
        <div>
          <h1 id="property-title">{property.TypeDescription}</h1>
          <p>
            {property.MainTypeName} · {addressLines(property, lang).join(', ')}
          </p>
          <Muted>{t('detail.reference', { reference: property.RecordFile })}</Muted>
          {property.Project && (
            <p>
              <Link to={projectHref(property.Project, lang)}>{t('detail.project', { name: property.Project.Name })}</Link>
            </p>
          )}
        </div>
        <div>
          <PriceLine>{priceText(property, priceLabels)}</PriceLine>
          <Actions>
            <FavouriteButton id={property.ID} title={property.TypeDescription} />
            <ActionButton type="button" data-print="hide" title={t('detail.printTitle')} onClick={() => window.print()}>
              {t('detail.print')}
            </ActionButton>
          </Actions>
        </div>
      </Heading>
      <Gallery photos={property.Photos} title={property.TypeDescription} />
      <Columns className="listing-print-columns">
        <div>
          {paragraphs.length > 0 && (
            <section aria-labelledby="description-title">
              <h2 id="description-title">{t('detail.description')}</h2>
              {paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </section>
          )}
          <section aria-labelledby="features-title">
            <h2 id="features-title">{t('detail.features')}</h2>
            <AttributeTable property={property} />
          </section>
          <PriceHistory events={property.History ?? []} />
          {availability === 'available' && <KeepInformed propertyId={property.ID} />}
          {availability === 'available' && isForSale(property.Goal) && <PurchaseCosts property={property} />}
        </div>
        <div>
          <section aria-labelledby="energy-title">
            <h2 id="energy-title">{t('energy.title')}</h2>
            <EnergySection property={property} />
          </section>
          <section aria-labelledby="documents-title" data-print="hide">
            <h2 id="documents-title">{t('detail.documents')}</h2>
            <DocumentList documents={property.Documents} />
          </section>
          {availability === 'available' && (
            <section aria-labelledby="enquiries-title" data-print="hide">
              <h2 id="enquiries-title">{t('detail.enquiries')}</h2>
              <NextVisits propertyId={property.ID} onChoose={(slotId) => setChosenVisit((chosen) => ({ slotId, round: (chosen?.round ?? 0) + 1 }))} />
              <EnquirySection kinds={enquiryKindsFor(property.Goal)} slot={enquirySlot} propertyId={property.ID} chosenVisit={chosenVisit} />
            </section>
          )}
          <AgencyContactBlock />
        </div>
      </Columns>
      <section aria-labelledby="location-title" data-print="hide">
        <h2 id="location-title">{t('detail.location')}</h2>
        <LocationSection id={property.ID} latitude={property.Latitude} longitude={property.Longitude} published={property.PublishAddress} />
      </section>
      {media && (
        <section aria-labelledby="media-title" data-print="hide">
          <h2 id="media-title">{t('detail.media')}</h2>
          <MediaSection virtualTourUrl={property.VirtualTourUrl} videoUrls={property.VideoUrls} />
        </section>
      )}
      <SimilarProperties property={property} />
    </Page>
  );
}

/** Spec §2, §3: a property's page, at `/property/{id}/`, its French paths and under its project. */
export function PropertyDetail({ id, enquirySlot }: PropertyDetailProps) {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const { data, error, isLoading, refetch } = usePropertyQuery({ id, lang });
  useViewBeacon(data?.ID);
  if (isLoading) return <StateMessage>{t('detail.loading')}</StateMessage>;
  if (isNotFoundError(error)) return <PropertyNotFound />;
  if (error || !data) return <LoadError message={t('detail.error')} retryLabel={t('list.retry')} onRetry={() => void refetch()} />;
  return <PropertyView property={data} enquirySlot={enquirySlot} />;
}
