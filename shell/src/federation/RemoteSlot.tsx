import styled from '@emotion/styled';
import { Component, Suspense, createElement, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteModuleId, RemoteModules } from 'shared-kernel/federation';
import { PrimaryButton } from '../layout/PrimaryButton';
import { loadRemoteModule } from './loadRemoteModule';

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches both a failed load (the lazy promise rejects) and a remote that throws while rendering. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A remote failed; showing its fallback', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const Box = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="status" data-remote-fallback="">
      <h2>{t('remote.unavailableTitle')}</h2>
      <p>{t('remote.unavailableText')}</p>
      <PrimaryButton type="button" onClick={onRetry}>
        {t('remote.retry')}
      </PrimaryButton>
    </Box>
  );
}

const Placeholder = styled.div<{ minHeight: number }>`
  min-height: ${({ minHeight }) => minHeight}px;
`;

export interface RemoteSlotProps<K extends RemoteModuleId> {
  id: K;
  props: RemoteModules[K];
  /** Space kept while loading, so the page does not jump when the remote arrives. */
  minHeight?: number;
}

/**
 * A lazy component for one loading attempt. The props were checked against the remote's contract
 * at RemoteSlot's boundary, so the component is widened to take them as they are.
 */
function lazyRemote(id: RemoteModuleId): ComponentType<object> {
  return lazy(() => loadRemoteModule(id) as Promise<{ default: ComponentType<object> }>);
}

/** Renders one exposed remote module in its own box: a remote that fails degrades only that box. */
export function RemoteSlot<K extends RemoteModuleId>({ id, props, minHeight = 0 }: RemoteSlotProps<K>) {
  // Each slot owns its attempt: "Try again" swaps in a fresh lazy component that loads afresh.
  const [attempt, setAttempt] = useState(() => ({ count: 0, remote: lazyRemote(id) }));
  const retry = () => setAttempt(({ count }) => ({ count: count + 1, remote: lazyRemote(id) }));
  return (
    <div data-remote={id}>
      <RemoteErrorBoundary key={attempt.count} fallback={<RemoteFallback onRetry={retry} />}>
        <Suspense fallback={<Placeholder minHeight={minHeight} aria-busy="true" />}>
          {createElement(attempt.remote, props)}
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
