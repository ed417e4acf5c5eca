import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { KeepInformed } from './KeepInformed';
import type * as SchemaModule from './keepInformedSchema';

// The module of the form's schema, and zod with it, is required only when the form asks for it.
// The count lives on the global object: the mock's factory runs before this file's own constants
// exist if the form imports the schema statically, and must still count that.
interface SchemaRequired {
  keepInformedSchemaRequired?: number;
}
const timesRequired = () => (globalThis as SchemaRequired).keepInformedSchemaRequired ?? 0;
jest.mock('./keepInformedSchema', () => {
  const counter = globalThis as SchemaRequired;
  counter.keepInformedSchemaRequired = (counter.keepInformedSchemaRequired ?? 0) + 1;
  return jest.requireActual<typeof SchemaModule>('./keepInformedSchema');
});

it('brings its schema when the visitor moves into the form, not with the page', async () => {
  await renderWithProviders(<KeepInformed goal={0} listPath="/fr/a-vendre/?type=1" />, { language: 'fr', namespaces: ['listings'], route: '/fr/a-vendre/' });
  expect(screen.getByText('Me tenir informé', { selector: 'summary' })).toBeInTheDocument();
  expect(timesRequired()).toBe(0);

  fireEvent.click(screen.getByText('Me tenir informé', { selector: 'summary' }));
  await userEvent.click(screen.getByLabelText('Votre adresse e-mail'));
  await waitFor(() => expect(timesRequired()).toBe(1));

  // Checked with it once it has come: an empty address is refused in the page.
  await userEvent.click(screen.getByRole('button', { name: 'Me tenir informé' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(timesRequired()).toBe(1);
});
