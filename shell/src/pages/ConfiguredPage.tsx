import type { ReactNode } from 'react';
import { localizedText, type BreadcrumbItem, type SiteChildPage, type SitePage } from 'shared-kernel';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { useSiteConfiguration } from '../app/useSiteConfiguration';
import { ArticleText } from '../modules/ArticleText';
import { ModuleList } from '../modules/ModuleBlock';
import { EnquirySlot } from './EnquirySlot';
import { contactKindOf } from './pageLoader';
import { PageFrame } from './PageFrame';

export interface ConfiguredPageProps {
  page: SitePage | SiteChildPage;
  originalPath: string;
  breadcrumb: BreadcrumbItem[];
  children?: ReactNode;
}

/**
 * A configured page: its title, its text (content pages) and its modules in order. The agency page
 * also takes job applications (spec §1's job contact with a CV), next to the team they would join.
 */
export function ConfiguredPage({ page, originalPath, breadcrumb, children }: ConfiguredPageProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const configuration = useSiteConfiguration();
  const content = localizedText(page.params.content, lang);
  return (
    <PageFrame title={localizedText(page.params.title, lang) || page.name} breadcrumb={breadcrumb}>
      {content && <ArticleText text={content} />}
      <ModuleList
        modules={page.params.modules}
        context={{ counts: configuration?.config.data.countProperty, contactKind: contactKindOf(originalPath) }}
      />
      {originalPath === '/about-us/' && (
        <section aria-labelledby="jobs-title">
          <h2 id="jobs-title">{t('jobs.title')}</h2>
          <p>{t('jobs.intro')}</p>
          <EnquirySlot kind="job" />
        </section>
      )}
      {children}
    </PageFrame>
  );
}
