import { useTranslation } from 'shared-kernel/react';

/** What a page or block shows while its data arrives. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-busy="true">
      {t('loading')}
    </p>
  );
}
