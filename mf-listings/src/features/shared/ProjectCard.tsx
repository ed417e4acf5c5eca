import { projectHref } from 'shared-kernel/routing';
import { Link } from 'shared-kernel/router';
import { priceRangeText, type ProjectListEntry } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { ListingImage } from './ListingImage';
import { Body, Card, Muted, Picture, Price, placeOf } from './PropertyCard';

/** Spec §3: a project as listed — photo, name, place, the WebIDName summary and the price range. */
export function ProjectCard({ project, priority = false }: { project: ProjectListEntry; priority?: boolean }) {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const range = priceRangeText(project.PriceMin, project.PriceMax);
  return (
    <Card>
      <Picture>
        {project.SmallPicture ? (
          <ListingImage url={project.SmallPicture} alt="" sizes="(min-width: 1280px) 300px, (min-width: 767px) 45vw, 100vw" priority={priority} />
        ) : (
          <span>{t('card.noPhoto')}</span>
        )}
      </Picture>
      <Body>
        <h3>
          <Link to={projectHref(project, lang)}>{project.Name}</Link>
        </h3>
        <Muted>{placeOf(project, lang)}</Muted>
        {project.WebIDName && <Muted>{t('card.units', { summary: project.WebIDName })}</Muted>}
        {range && <Price>{range}</Price>}
      </Body>
    </Card>
  );
}
