import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'shared-kernel/router';

const Box = styled.div<{ tone: 'info' | 'error' }>`
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme, tone }) => (tone === 'error' ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  text-align: center;
  h2 {
    margin-top: 0;
  }
  a,
  button {
    margin: ${({ theme }) => theme.space(1)};
  }
`;

/** A loading, empty, error or not-found state, announced to screen readers. */
export function StateMessage({ tone = 'info', children }: { tone?: 'info' | 'error'; children: ReactNode }) {
  return (
    <Box tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}

export const ActionButton = styled.button`
  font: inherit;
  cursor: pointer;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &[aria-pressed='false'],
  &.secondary {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;

export const ActionLink = ActionButton.withComponent('a');

/** A control that goes to another address of the site: a link, followed in the page once scripts run. */
export const ActionRouterLink = ActionButton.withComponent(Link);

/** A failed load, said in words, with a way to try again. */
export function LoadError({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <StateMessage tone="error">
      <p>{message}</p>
      <ActionButton type="button" onClick={onRetry}>
        {retryLabel}
      </ActionButton>
    </StateMessage>
  );
}
