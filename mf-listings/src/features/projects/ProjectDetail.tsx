import styled from '@emotion/styled';
import { localizePath, propertyHref } from 'shared-kernel/routing';
import { Link } from 'shared-kernel/router';
import {
  addressLines,
  availabilityOf,
  descriptionParagraphs,
  formatDate,
  priceRangeText,
  priceText,
  STACKED_TABLE_CONTAINER,
  stackedTableStyles,
  type ProjectDetailData,
} from 'shared-kernel';
import type { ProjectDetailProps } from 'shared-kernel/federation';
import { isNotFoundError, useLanguage, useProjectQuery, useTranslation } from 'shared-kernel/react';
import { EnquirySection } from '../shared/EnquirySection';
import { Gallery } from '../shared/Gallery';
import { LocationSection } from '../shared/LocationSection';
import { Heading, Links, Page } from '../shared/DetailLayout';
import { DocumentList } from '../shared/DocumentList';
import { LoadError, StateMessage } from '../shared/StateMessage';
import { usePriceLabels } from '../shared/usePriceLabels';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  ${({ theme }) => stackedTableStyles(theme.colors.border)}
`;

/** Where the page is narrow, each unit's row stacks rather than scrolling sideways. */
const TableBox = styled.div`
  ${STACKED_TABLE_CONTAINER}
`;

function PriceList({ project }: { project: ProjectDetailData }) {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const priceLabels = usePriceLabels();
  if (project.Properties.length === 0) return <p>{t('projects.noUnits')}</p>;
  return (
    <TableBox>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('projects.unit')}</th>
            <th scope="col">{t('projects.type')}</th>
            <th scope="col">{t('projects.bedrooms')}</th>
            <th scope="col">{t('projects.surface')}</th>
            <th scope="col">{t('projects.price')}</th>
            <th scope="col">{t('projects.state')}</th>
          </tr>
        </thead>
        <tbody>
          {project.Properties.map((unit) => {
            const availability = availabilityOf(unit);
            return (
              <tr key={unit.ID}>
                <th scope="row" data-label={t('projects.unit')}>
                  <Link to={propertyHref(unit, lang, { ID: project.ID, City: project.City, Name: project.Name })}>{unit.TypeDescription}</Link>
                </th>
                <td data-label={t('projects.type')}>{unit.MainTypeName}</td>
                <td data-label={t('projects.bedrooms')}>{unit.Bedrooms ?? '–'}</td>
                <td data-label={t('projects.surface')}>{unit.SurfaceLiving === undefined ? '–' : t('units.area', { value: unit.SurfaceLiving })}</td>
                <td data-label={t('projects.price')}>{priceText(unit, priceLabels)}</td>
                <td data-label={t('projects.state')}>{availability === 'available' ? t('projects.available') : t(`ribbon.${availability}`)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableBox>
  );
}

function ProjectView({ project, enquirySlot }: { project: ProjectDetailData; enquirySlot: ProjectDetailProps['enquirySlot'] }) {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const range = priceRangeText(project.PriceMin, project.PriceMax);
  const paragraphs = descriptionParagraphs(project.Description);
  const address = addressLines({ ...project, PublishAddress: project.PublicAddress }, lang);
  return (
    <Page aria-labelledby="project-title">
      <Heading>
        <div>
          <h1 id="project-title">{project.Name}</h1>
          <p>{address.join(', ')}</p>
          {project.WebIDName && <p>{t('card.units', { summary: project.WebIDName })}</p>}
        </div>
        {range && <p>{range}</p>}
      </Heading>
      <Gallery photos={project.Photos} title={project.Name} />
      {paragraphs.length > 0 && (
        <section aria-labelledby="project-description-title">
          <h2 id="project-description-title">{t('detail.description')}</h2>
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      )}
      <section aria-labelledby="price-list-title">
        <h2 id="price-list-title">{t('projects.priceList')}</h2>
        <PriceList project={project} />
      </section>
      {project.Constructions.length > 0 && (
        <section aria-labelledby="constructions-title">
          <h2 id="constructions-title">{t('projects.constructions')}</h2>
          <ul>
            {project.Constructions.map((stage) => (
              <li key={stage.Name}>
                <strong>{stage.Name}</strong> — {stage.Status}
                {stage.DeliveryDate && ` (${t('projects.delivery', { date: formatDate(stage.DeliveryDate) })})`}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="project-documents-title">
        <h2 id="project-documents-title">{t('detail.documents')}</h2>
        <DocumentList documents={project.Documents} />
      </section>
      <section aria-labelledby="project-location-title">
        <h2 id="project-location-title">{t('projects.address')}</h2>
        <LocationSection id={project.ID} latitude={project.Latitude} longitude={project.Longitude} published={project.PublicAddress} />
      </section>
      <section aria-labelledby="project-enquiry-title">
        <h2 id="project-enquiry-title">{t('detail.enquiries')}</h2>
        <EnquirySection kinds={['construction']} slot={enquirySlot} projectId={project.ID} />
      </section>
    </Page>
  );
}

/** Spec §2: a project's page with its price list, constructions, documents and photos. */
export function ProjectDetail({ id, enquirySlot }: ProjectDetailProps) {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const { data, error, isLoading, refetch } = useProjectQuery({ id, lang });
  if (isLoading) return <StateMessage>{t('projects.loading')}</StateMessage>;
  if (isNotFoundError(error)) {
    return (
      <StateMessage>
        <h1>{t('projects.notFoundTitle')}</h1>
        <p>{t('projects.notFoundText')}</p>
        <Links>
          <Link to={localizePath('/projects/', lang)}>{t('projects.all')}</Link>
        </Links>
      </StateMessage>
    );
  }
  if (error || !data) return <LoadError message={t('projects.error')} retryLabel={t('list.retry')} onRetry={() => void refetch()} />;
  return <ProjectView project={data} enquirySlot={enquirySlot} />;
}
