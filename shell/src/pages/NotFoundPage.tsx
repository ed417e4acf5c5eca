import { localizePath } from 'shared-kernel/routing';
import { Link } from 'shared-kernel/router';
import { useLanguage, useTranslation } from 'shared-kernel/react';
import { RemoteSlot } from '../federation/RemoteSlot';
import { usePageTitle } from './PageFrame';

/** Spec §8: the page no longer exists; search or go home. The api answers the same path with HTTP 404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  usePageTitle(t('notFound.title'));
  return (
    <section data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <h2>{t('notFound.searchLabel')}</h2>
      <RemoteSlot id="mf_search/SearchBox" props={{ showButton: true }} minHeight={48} />
      <p>
        <Link to={localizePath('/', lang)}>{t('notFound.home')}</Link>
      </p>
    </section>
  );
}
