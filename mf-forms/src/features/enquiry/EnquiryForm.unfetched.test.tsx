import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { EnquiryForm } from './EnquiryForm';

// The schemas' chunk cannot be fetched (the network dropped as the visitor sends).
jest.mock('./enquiryValidation', () => {
  throw new Error('ChunkLoadError: Loading chunk failed');
});

afterEach(() => jest.restoreAllMocks());

describe('EnquiryForm without its schemas', () => {
  it('still marks what is required, and sends the form as HTML for the api to check', async () => {
    const fetched = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 404 }));
    const posted = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<EnquiryForm kind="purchase-offer" propertyId={42} />, { language: 'fr', namespaces: ['forms'] });

    expect(await screen.findByLabelText('Prénom')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Civilité (facultatif)' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Prénom'), 'Anne');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(posted.mock.contexts[0]).toBe(document.getElementById('enquiry-purchase-offer'));
    expect(fetched.mock.calls.map(([input]) => String(input))).not.toContainEqual(expect.stringContaining('/api/forms'));
    expect(screen.getByLabelText('Prénom')).toHaveValue('Anne');
  });
});
