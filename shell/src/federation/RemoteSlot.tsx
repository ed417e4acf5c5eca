import styled from '@emotion/styled';
import { Component, Suspense, createElement, lazy, useCallback, useContext, useEffect, useId, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'shared-kernel/react';
import type { RemoteModuleId, RemoteModules } from 'shared-kernel/federation';
import { PrimaryButton } from '../layout/PrimaryButton';
import { RemoteSlotLogContext, type RemoteSlotLog } from './firstView';
import { useDeferredPart, type DeferredHydration } from './deferredPart';
import { LIVE_SLOT_ATTRIBUTE } from './visitorInput';
import {
  DEFAULT_RETRY_POLICY,
  failedRecentlyOnServer,
  loadedRemoteModule,
  loadRemoteModule,
  noteServerFailure,
  SERVER_RETRY_POLICY,
} from './loadRemoteModule';

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
  /**
   * `near-screen` for a part below the fold (issue 16): a server-rendered page keeps the server's
   * markup of it as it is and loads its remote only when it comes within a screen of view, when
   * the visitor moves into it (pointer, keyboard focus) or leaves the first view (another page or
   * language), so its scripts leave the page's first load. `in-view` waits until it is on screen:
   * for links and pictures, which serve as the server wrote them until then.
   */
  hydration?: DeferredHydration;
}

const onServer = typeof window === 'undefined';

/**
 * The component of one loading attempt: the module itself once it has loaded, so it renders (and
 * hydrates) without suspending; else a lazy one. The props were checked against the remote's
 * contract at RemoteSlot's boundary, so the component is widened to take them as they are.
 * A server render notes a failed load in its log and renders the fallback instead of throwing.
 */
function remoteComponent(id: RemoteModuleId, log: RemoteSlotLog): ComponentType<object> | null {
  if (onServer && failedRecentlyOnServer(id)) log.failed.add(id);
  if (onServer && log.failed.has(id)) return null;
  const loaded = loadedRemoteModule(id);
  if (loaded) return loaded.default as ComponentType<object>;
  if (!onServer) return lazy(() => loadRemoteModule(id, DEFAULT_RETRY_POLICY) as Promise<{ default: ComponentType<object> }>);
  return lazy<ComponentType<object>>(() =>
    loadRemoteModule(id, SERVER_RETRY_POLICY).then(
      (module) => module as { default: ComponentType<object> },
      () => {
        noteServerFailure(id);
        log.failed.add(id);
        return { default: ServerFallback as ComponentType<object> };
      },
    ),
  );
}

/**
 * Marks the slot live once the remote beside it has committed: a press held on the server's
 * markup before then (see the shell's bootstrap) waits for it. Renders nothing, so the server's
 * markup and the browser's agree.
 */
function MarkLive({ box }: { box: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    box.current?.setAttribute(LIVE_SLOT_ATTRIBUTE, '');
  }, [box]);
  return null;
}

function ServerFallback() {
  return <RemoteFallback onRetry={() => {}} />;
}

/** Renders one exposed remote module in its own box: a remote that fails degrades only that box. */
export function RemoteSlot<K extends RemoteModuleId>({ id, props, minHeight = 0, hydration }: RemoteSlotProps<K>) {
  const log = useContext(RemoteSlotLogContext);
  const deferred = hydration !== undefined;
  const slotKey = useId();
  const box = useRef<HTMLDivElement>(null);
  // Each slot owns its attempt: "Try again" swaps in a fresh component that loads afresh. A slot
  // whose server render failed starts on its fallback, as the page shows it, and retries at once.
  const [attempt, setAttempt] = useState(() => ({
    count: 0,
    remote: !onServer && log.failed.has(id) ? null : remoteComponent(id, log),
  }));
  const retry = useCallback(() => setAttempt(({ count }) => ({ count: count + 1, remote: remoteComponent(id, log) })), [id, log]);
  if (onServer) (deferred ? log.deferred : log.rendered).add(id);
  const failedOnServer = attempt.count === 0 && attempt.remote === null;
  useEffect(() => {
    // The slot must first hydrate as the server left it (its fallback); the retry is the second render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (failedOnServer) retry();
  }, [failedOnServer, retry]);
  const serverMarkup = useDeferredPart({
    id,
    slotKey,
    deferred: deferred && log.deferred.has(id),
    hydration: hydration ?? 'near-screen',
    box,
    goLive: retry,
  });
  const slotProps = { 'data-remote': id, ...(deferred ? { 'data-slot': slotKey } : {}), ref: box };
  if (serverMarkup !== null) return <div {...slotProps} dangerouslySetInnerHTML={{ __html: serverMarkup }} />;
  return (
    <div {...slotProps}>
      <RemoteErrorBoundary key={attempt.count} fallback={<RemoteFallback onRetry={retry} />}>
        <Suspense fallback={<Placeholder minHeight={minHeight} aria-busy="true" />}>
          {attempt.remote ? createElement(attempt.remote, props) : <RemoteFallback onRetry={retry} />}
          {attempt.remote && <MarkLive box={box} />}
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
