/** @jest-environment jsdom */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HydrateWhenNear } from './HydrateWhenNear.js';
import { fakeIntersectionObserver, type FakeViewport } from './fakeIntersectionObserver.js';

let viewport: FakeViewport;

beforeEach(() => {
  viewport = fakeIntersectionObserver();
});

afterEach(() => {
  document.body.innerHTML = '';
});

function Part({ anchorId, onPress }: { anchorId: string; onPress: () => void }) {
  return (
    <section id={anchorId}>
      <button type="button" onClick={onPress}>
        Favourite
      </button>
    </section>
  );
}

/** The page as the server wrote it, then hydrated in the browser. */
async function hydrated(anchorId: string, onPress: () => void, moment?: 'near-screen' | 'in-view'): Promise<Root> {
  const page = (
    <main>
      <p>Top of the page</p>
      <HydrateWhenNear anchorId={anchorId} moment={moment}>
        <Part anchorId={anchorId} onPress={onPress} />
      </HydrateWhenNear>
    </main>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  if (!root) throw new Error('not hydrated');
  return root;
}

it('keeps the server markup without its handlers until the part comes near the screen', async () => {
  const onPress = jest.fn();
  const root = await hydrated('near-part', onPress);
  const button = screen.getByRole('button', { name: 'Favourite' });
  expect(viewport.observed).toEqual([document.getElementById('near-part')]);

  expect(Object.keys(button).some((key) => key.startsWith('__reactProps'))).toBe(false);

  await act(async () => viewport.report(true));
  screen.getByRole('button', { name: 'Favourite' }).click();
  expect(onPress).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Favourite' })).toBe(button);
  act(() => root.unmount());
});

it('starts a screen ahead unless the part waits until it is on screen', async () => {
  const roots = [await hydrated('ahead-part', jest.fn()), await hydrated('on-screen-part', jest.fn(), 'in-view')];
  expect(viewport.margins).toEqual(['100% 0px', '0px']);
  act(() => roots.forEach((root) => root.unmount()));
});

it('hydrates at once when the visitor reaches into the part', async () => {
  const onPress = jest.fn();
  const root = await hydrated('reached-part', onPress);
  await act(async () => {
    document.getElementById('reached-part')?.dispatchEvent(new Event('focusin', { bubbles: true }));
  });
  screen.getByRole('button', { name: 'Favourite' }).click();
  expect(onPress).toHaveBeenCalledTimes(1);
  act(() => root.unmount());
});

it('hydrates the part within the click of a visitor who clicks in it first', async () => {
  const onPress = jest.fn();
  const root = await hydrated('clicked-part', onPress);
  // A click is not replayed: it reaches the handler only if the part hydrates within it.
  await act(async () => screen.getByRole('button', { name: 'Favourite' }).click());
  expect(onPress).toHaveBeenCalledTimes(1);
  act(() => root.unmount());
});

it('renders at once on a page rendered in the browser', async () => {
  const onPress = jest.fn();
  render(
    <HydrateWhenNear anchorId="browser-part">
      <Part anchorId="browser-part" onPress={onPress} />
    </HydrateWhenNear>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Favourite' }));
  expect(onPress).toHaveBeenCalledTimes(1);
  expect(viewport.observed).toEqual([]);
});
