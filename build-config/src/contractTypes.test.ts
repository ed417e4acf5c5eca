import path from 'node:path';
import { contractTypes } from './contractTypes.js';

describe('the contract a build publishes', () => {
  it('is one module of the kernel’s contract: the remotes’ exposes, their props and the config they satisfy, importing nothing of the kernel', () => {
    const types = contractTypes(path.join(import.meta.dirname, '..', '..', 'mf-search'));
    expect(types).toMatch(/^\/\/ The contract of the remotes, from shared-kernel \d+\.\d+\.\d+: written by the build/);
    for (const declaration of ['export interface RemoteModules {', "'mf_search/SearchBox': SearchBoxProps;", 'export interface RemoteFederationConfig<Remote extends RemoteName>', 'export type RemoteName =', 'export type Goal =']) {
      expect(types).toContain(declaration);
    }
    expect(types.match(/^import .*$/gm)).toEqual(["import type { ComponentType } from 'react';"]);
    expect(types).not.toMatch(/^export \{\};$/m);
  });
});
