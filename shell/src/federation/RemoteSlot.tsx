import styled from '@emotion/styled';
import { Component, Suspense, createElement, lazy, memo, useCallback, useContext, useEffect, useId, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { HydrateWhenNear, tellTypedValues, useTranslation, type HydrationMoment } from 'shared-kernel/react';
import type { RemoteModuleId, RemoteModules } from 'shared-kernel/federation';
import { PrimaryButton } from '../layout/PrimaryButton';
import { RemoteSlotLogContext, remotePart, type RemoteSlotLog } from './firstView';
import {
  DEFAULT_RETRY_POLICY,
  failedRecentlyOnServer,
  loadedRemoteModule,
  loadRemoteModule,
  noteServerFailure,
  RemoteUnavailableError,
  SERVER_RETRY_POLICY,
} from './loadRemoteModule';
import { pageView } from './pageViewReport';

interface BoundaryProps {
  id: RemoteModuleId;
  fallback: ReactNode;
  onFailed: () => void;
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
    // A load that failed is a fallback, not the remote's own error: its code never ran.
    if (!(error instanceof RemoteUnavailableError)) pageView.threw(this.props.id);
    this.props.onFailed();
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

function RemoteFallback({ id, onRetry }: { id?: RemoteModuleId; onRetry: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (id) pageView.fellBack(id);
  }, [id]);
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
   * For a part below the fold, whose scripts need not cost the first view: a server-rendered page keeps the server's markup of it
   * as it is, and loads its remote only when it comes within a screen of view (`near-screen`, for
   * a form) or on screen (`in-view`, for links and pictures, which serve as the server wrote them
   * until then), or when the visitor points, taps or tabs into it, so its scripts leave the page's
   * first load.
   */
  hydration?: HydrationMoment;
}

const onServer = typeof window === 'undefined';

/**
 * The component of one loading attempt: the module itself once it has loaded, so it renders (and
 * hydrates) without suspending; else a lazy one, which keeps the slot's server markup dehydrated
 * until its module arrives. The props were checked against the remote's contract at RemoteSlot's
 * boundary, so the component is widened to take them as they are. A server render notes a failed
 * load in its log and renders the fallback instead of throwing.
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

function ServerFallback() {
  return <RemoteFallback onRetry={() => {}} />;
}

const noSubscription = () => () => {};

/**
 * Renders nothing beside a remote's part; once that part has committed, says so, and if it was
 * hydrated, passes on what the visitor typed into its server markup meanwhile (`tellTypedValues`).
 */
function Settled({ slotId, onSettled }: { slotId: string; onSettled: () => void }) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [hydrated] = useState(hydrating);
  useEffect(() => {
    const box = document.getElementById(slotId);
    if (hydrated && box) tellTypedValues(box);
    onSettled();
  }, [hydrated, slotId, onSettled]);
  return null;
}

interface SlotContentProps {
  id: RemoteModuleId;
  slotId: string;
  hydration: HydrationMoment | undefined;
  remote: ComponentType<object> | null;
  props: object;
  minHeight: number;
  retry: () => void;
  settled: () => void;
}

/**
 * The slot's own Suspense boundary: until its remote's module is here, React keeps the server's
 * markup of it dehydrated while the rest of the page hydrates and runs. Memoised on the remote's
 * props by value: an update reaching a boundary still dehydrated (its parent rendering again with
 * a new but equal `props` object) would make React throw the server markup away.
 */
const SlotContent = memo(
  function SlotContent({ id, slotId, hydration, remote, props, minHeight, retry, settled }: SlotContentProps) {
    const content = (
      <RemoteErrorBoundary id={id} fallback={<RemoteFallback id={id} onRetry={retry} />} onFailed={settled}>
        <Suspense fallback={<Placeholder minHeight={minHeight} aria-busy="true" />}>
          {remote ? createElement(remotePart(id), null, createElement(remote, props)) : <RemoteFallback id={id} onRetry={retry} />}
          {remote && <Settled slotId={slotId} onSettled={settled} />}
        </Suspense>
      </RemoteErrorBoundary>
    );
    if (!hydration) return content;
    return (
      <HydrateWhenNear anchorId={slotId} moment={hydration} passOnEarlyChanges={false}>
        {content}
      </HydrateWhenNear>
    );
  },
  (before, after) => {
    const { props: beforeProps, ...beforeRest } = before;
    const { props: afterProps, ...afterRest } = after;
    return shallowEqual(beforeRest, afterRest) && shallowEqual(beforeProps, afterProps);
  },
);

function shallowEqual(a: object, b: object): boolean {
  const aEntries = Object.entries(a);
  return aEntries.length === Object.keys(b).length && aEntries.every(([key, value]) => Object.is(value, (b as Record<string, unknown>)[key]));
}

/** Renders one exposed remote module in its own box: a remote that fails degrades only that box. */
export function RemoteSlot<K extends RemoteModuleId>({ id, props, minHeight = 0, hydration }: RemoteSlotProps<K>) {
  const log = useContext(RemoteSlotLogContext);
  const slotId = useId();
  // Each slot owns its attempt: "Try again" swaps in a fresh component that loads afresh. A slot
  // whose server render failed starts on its fallback, as the page shows it, and retries at once.
  const [attempt, setAttempt] = useState(() => ({
    count: 0,
    remote: !onServer && log.failed.has(id) ? null : remoteComponent(id, log),
  }));
  const retry = useCallback(() => setAttempt(({ count }) => ({ count: count + 1, remote: remoteComponent(id, log) })), [id, log]);
  // A part that hydrates later keeps the props it came with until it has settled: an update
  // reaching its server markup before then (a slot chosen for a form not yet hydrated) would make
  // React throw that markup away, with what the visitor typed in it, and report a mismatch.
  const [firstProps] = useState(props);
  const [live, setLive] = useState(hydration === undefined);
  const settled = useCallback(() => {
    setLive(true);
    log.settled?.(id);
  }, [id, log]);
  if (onServer) (hydration ? log.deferred : log.rendered).add(id);
  const failedOnServer = attempt.count === 0 && attempt.remote === null;
  useEffect(() => pageView.shown(id), [id]);
  useEffect(() => {
    // The slot must first hydrate as the server left it (its fallback); the retry is the second render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (failedOnServer) retry();
  }, [failedOnServer, retry]);
  return (
    <div data-remote={id} id={slotId}>
      <SlotContent
        key={attempt.count}
        id={id}
        slotId={slotId}
        hydration={hydration}
        remote={attempt.remote}
        props={live ? props : firstProps}
        minHeight={minHeight}
        retry={retry}
        settled={settled}
      />
    </div>
  );
}
