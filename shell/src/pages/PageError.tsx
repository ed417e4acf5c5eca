import { useTranslation } from 'shared-kernel/react';
import { PrimaryButton } from '../layout/PrimaryButton';

/** The page's data could not be read: say so, and offer to try again. */
export function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section role="alert">
      <h1>{t('pageError.title')}</h1>
      <p>{t('pageError.text')}</p>
      <PrimaryButton type="button" onClick={onRetry}>
        {t('pageError.retry')}
      </PrimaryButton>
    </section>
  );
}
