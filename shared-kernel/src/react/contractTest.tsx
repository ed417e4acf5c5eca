import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createElement, type ComponentType } from 'react';
import { contractIdsOf, moduleIdOf, type RemoteName } from '../federation/index.js';
import type { Namespace } from '../i18n/namespaces.js';
import { CONTRACT_PROPS } from './contractProps.js';
import { renderOnServer } from './serverRender.js';

export interface RemoteContractOptions {
  /** The remote's dictionary namespace, loaded for the renders. */
  namespace: Namespace;
  /** Imports an expose's file as the remote's Module Federation config names it (`./src/exposes/X.tsx`). */
  load: (file: string) => Promise<{ default: unknown }>;
}

/**
 * A remote's own check of the contract, so its team finds a break alone: its config exposes exactly the modules
 * `RemoteModules` names, and each renders on the server with the props the contract promises,
 * without an error. The shell would otherwise find out in the composed site, by showing a fallback.
 */
export function describeRemoteContract(
  federation: { name: RemoteName; exposes: Readonly<Record<string, string>> },
  { namespace, load }: RemoteContractOptions,
): void {
  const promised = contractIdsOf(federation.name);
  describe(`${federation.name} against the contract`, () => {
    afterEach(() => {
      jest.restoreAllMocks();
    });

    it('exposes exactly the modules the contract names', () => {
      const exposed = Object.keys(federation.exposes).map((expose) => moduleIdOf(federation.name, expose));
      expect(exposed.sort()).toEqual([...promised].sort());
    });

    it.each(promised)('%s renders with the props the contract promises', async (id) => {
      const file = federation.exposes[`./${id.slice(id.indexOf('/') + 1)}`];
      if (file === undefined) throw new Error(`${id} is not exposed`);
      const { default: component } = await load(file);
      expect(typeof component).toBe('function');
      const reactErrors = jest.spyOn(console, 'error');
      const html = await renderOnServer(createElement(component as ComponentType<object>, CONTRACT_PROPS[id]), { namespaces: [namespace] });
      expect(typeof html).toBe('string');
      expect(reactErrors).not.toHaveBeenCalled();
    });
  });
}
