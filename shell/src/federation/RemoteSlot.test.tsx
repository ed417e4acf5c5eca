import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { loadRemoteModule } from './loadRemoteModule';
import { RemoteSlot } from './RemoteSlot';

// Jest never federates: the one loader module stands in for the federation runtime.
jest.mock('./loadRemoteModule', () => ({ ...jest.requireActual<object>('./loadRemoteModule'), loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

function Greeting({ phone }: { phone: string; email: string }) {
  return <p>Call {phone}</p>;
}

type LoadedModule = Awaited<ReturnType<typeof loadRemoteModule>>;
const greetingModule = { default: Greeting } as LoadedModule;

describe('RemoteSlot', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('renders the remote module with its props', async () => {
    load.mockResolvedValue(greetingModule);
    await renderWithProviders(<RemoteSlot id="mf_forms/ContactCta" props={{ phone: '02', email: 'a@b.be' }} />);
    expect(await screen.findByText('Call 02')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_forms/ContactCta', expect.objectContaining({ attempts: 3 }));
  });

  it('shows a translated fallback when the remote cannot be loaded, and loads it again on retry', async () => {
    load.mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(greetingModule);
    await renderWithProviders(<RemoteSlot id="mf_forms/ContactCta" props={{ phone: '02', email: 'a@b.be' }} />, {
      language: 'fr',
    });
    expect(await screen.findByRole('heading', { name: 'Cette partie de la page est indisponible' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Call 02')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('render bug');
    };
    jest.spyOn(console, 'error').mockImplementation(() => {});
    load.mockResolvedValue({ default: Broken } as LoadedModule);
    await renderWithProviders(
      <>
        <RemoteSlot id="mf_portal/OwnerAccess" props={{}} />
        <p>rest of the page</p>
      </>,
      { language: 'en' },
    );
    expect(await screen.findByRole('heading', { name: 'This part of the page is unavailable' })).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
  });
});
