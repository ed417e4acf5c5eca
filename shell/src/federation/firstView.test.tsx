/** @jest-environment node */
import { Writable } from 'node:stream';
import { createElement, Suspense, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { RemoteModuleId } from 'shared-kernel/federation';
import { partThatThrew, remotePart } from './firstView';

function Throws(): ReactNode {
  throw new Error('a hook the kernel lacks');
}

const part = (id: RemoteModuleId, children: ReactNode) => createElement(remotePart(id), null, createElement(Suspense, { fallback: 'loading' }, children));

/** The parts named by the errors of a server render of `element`, as React reports them. */
function partsThatThrew(element: ReactNode): Promise<(RemoteModuleId | null)[]> {
  return new Promise((resolve) => {
    const named: (RemoteModuleId | null)[] = [];
    const stream = renderToPipeableStream(element, {
      onError: (_error, { componentStack }) => {
        named.push(partThatThrew(componentStack));
      },
      onAllReady: () => stream.pipe(new Writable({ write: (_chunk, _encoding, done) => done(), final: (done) => (resolve(named), done()) })),
    });
  });
}

describe('partThatThrew', () => {
  it('names the part whose component threw, and none that rendered', async () => {
    const page = createElement('main', null, part('mf_search/SearchBlock', createElement('p', null, 'ok')), part('mf_listings/PropertyList', createElement('div', null, createElement(Throws))));
    expect(await partsThatThrew(page)).toEqual(['mf_listings/PropertyList']);
  });

  it('names the part nested in another, not the one around it', async () => {
    const page = part('mf_listings/ProjectDetail', createElement('section', null, part('mf_forms/EnquiryForm', createElement(Throws))));
    expect(await partsThatThrew(page)).toEqual(['mf_forms/EnquiryForm']);
  });

  it('names no part for a component that threw outside every part', async () => {
    expect(await partsThatThrew(createElement(Suspense, { fallback: 'loading' }, createElement(Throws)))).toEqual([null]);
  });

  it('gives a module the same part component every time, so its slot keeps its state', () => {
    expect(remotePart('mf_search/SearchBlock')).toBe(remotePart('mf_search/SearchBlock'));
  });
});
