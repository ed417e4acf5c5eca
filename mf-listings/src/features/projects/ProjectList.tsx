import { useLanguage, useTranslation } from 'shared-kernel/react';
import { useProjectsQuery } from '../api/listingsApi';
import { ProjectCard } from '../shared/ProjectCard';
import { CardGrid } from '../shared/CardGrid';
import { LoadError, StateMessage } from '../shared/StateMessage';

/** The new-build projects, newest first; "no projects available" when there are none. */
export function ProjectList() {
  const { t } = useTranslation('listings');
  const lang = useLanguage();
  const { data, isLoading, isError, refetch } = useProjectsQuery({ lang });
  if (isLoading) return <StateMessage>{t('projects.loading')}</StateMessage>;
  if (isError || !data) return <LoadError message={t('projects.error')} retryLabel={t('list.retry')} onRetry={() => void refetch()} />;
  if (data.length === 0) return <StateMessage>{t('projects.none')}</StateMessage>;
  return (
    <section aria-label={t('projects.title')}>
      {/* The cards' titles are h3: the count is the heading between them and the page's h1. */}
      <h2>{t('projects.count', { count: data.length })}</h2>
      <CardGrid perRow={4}>
        {data.map((project, index) => (
          <li key={project.ID}>
            <ProjectCard project={project} priority={index === 0} />
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
