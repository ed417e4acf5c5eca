/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node", "require", "default"]}
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RecordedApiAnswer } from 'shared-kernel/federation';
import { baseApi } from 'shared-kernel/react';
import { renderExposes } from './renderExposes';

// Jest never federates: the runtime's registration is a no-op, and its loader stands in for the container.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const detailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ renderCheckDetail: build.query<{ title: string }, number>({ query: (id) => `properties/${id}` }) }),
});

/**
 * A build of mf-listings whose property view calls a hook the shell's kernel lacks, where the
 * property's data is shown: its loading state renders, its view throws as webpack's import would.
 */
function PropertyDetailUsingAMissingHook({ id }: { id: number }) {
  const { data } = detailApi.useRenderCheckDetailQuery(id);
  if (data) throw new TypeError('(0 , shared_kernel_react__WEBPACK_IMPORTED_MODULE_0__.useNewHook) is not a function');
  return <p>…</p>;
}

jest.mocked(loadRemote).mockResolvedValue({ default: PropertyDetailUsingAMissingHook });

const ID = 'mf_listings/PropertyDetail';
const recorded: RecordedApiAnswer[] = [{ method: 'GET', path: '/api/properties/1242', query: {}, status: 200, answer: { title: 'Maison à Ixelles' } }];

describe('the render check of an expose', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('renders a module behind a query with the recorded answers, so what throws with the data is found', async () => {
    await expect(renderExposes({ remotes: [], ids: [ID], language: 'fr', answers: recorded })).resolves.toEqual({
      [ID]: expect.stringContaining('useNewHook) is not a function'),
    });
  });

  it('without an answer for its query, renders the loading state alone, as before', async () => {
    await expect(renderExposes({ remotes: [], ids: [ID], language: 'fr', answers: [{ ...recorded[0]!, path: '/api/properties/7' }] })).resolves.toEqual({ [ID]: null });
    await expect(renderExposes({ remotes: [], ids: [ID], language: 'fr' })).resolves.toEqual({ [ID]: null });
  });
});
