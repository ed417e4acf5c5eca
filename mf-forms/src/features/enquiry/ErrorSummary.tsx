import styled from '@emotion/styled';
import { forwardRef } from 'react';
import { useTranslation } from 'shared-kernel/react';

const Box = styled.div`
  border: 4px solid ${({ theme }) => theme.colors.danger};
  padding: ${({ theme }) => theme.space(4)};
  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.25rem;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  a {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

export interface SummaryItem {
  /** The id of the input to focus, or undefined for a problem of the whole form. */
  target?: string;
  message: string;
}

/**
 * The GOV.UK error summary: at the top of the form, focused after a failed submit, one link per
 * problem that moves focus to its field.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { id: string; items: SummaryItem[] }>(function ErrorSummary({ id, items }, ref) {
  const { t } = useTranslation('forms');
  return (
    <Box ref={ref} id={id} tabIndex={-1} role="alert" aria-labelledby={`${id}-title`} data-testid="error-summary">
      <h2 id={`${id}-title`}>{t('summary.title')}</h2>
      <ul>
        {items.map((item, index) =>
          item.target === undefined ? (
            <li key={index}>{item.message}</li>
          ) : (
            <li key={index}>
              <a
                href={`#${item.target}`}
                onClick={(event) => {
                  const field = document.getElementById(item.target ?? '');
                  if (!field) return;
                  event.preventDefault();
                  // Focusing scrolls the field into view; the hash would move the page but not the focus.
                  field.focus();
                }}
              >
                {item.message}
              </a>
            </li>
          ),
        )}
      </ul>
    </Box>
  );
});
