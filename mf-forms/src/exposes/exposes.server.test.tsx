/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node", "require", "default"]}
 */
import { renderOnServer } from 'shared-kernel/react/server-render';
import ContactCta from './ContactCta';
import EnquiryForm from './EnquiryForm';

// Server rendering loads and renders these entry points in Node: no window, document or storage
// may be touched before an effect runs.
describe('the exposed modules on the server', () => {
  it('render the contact form with its fields', async () => {
    const html = await renderOnServer(<EnquiryForm kind="contact" />, { namespaces: ['forms'] });
    expect(html).toContain('<form');
    expect(html).toContain('type="email"');
  });

  it('render a property visit request', async () => {
    const html = await renderOnServer(<EnquiryForm kind="visit" propertyId={1242} />, { language: 'nl', namespaces: ['forms'] });
    expect(html).toContain('<form');
  });

  it('render the contact call to action', async () => {
    const html = await renderOnServer(<ContactCta phone="025123456" email="info@agence.be" />, { namespaces: ['forms'] });
    expect(html).toContain('info@agence.be');
  });
});
