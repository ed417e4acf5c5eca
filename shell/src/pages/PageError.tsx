import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';

const RetryButton = styled.button`
  font: inherit;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 0;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
`;

/** The page's data could not be read: say so, and offer to try again. */
export function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section role="alert">
      <h1>{t('pageError.title')}</h1>
      <p>{t('pageError.text')}</p>
      <RetryButton type="button" onClick={onRetry}>
        {t('pageError.retry')}
      </RetryButton>
    </section>
  );
}
