import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={`/${i18n.language}/`}>{t('notFound.home')}</Link>
    </>
  );
}
