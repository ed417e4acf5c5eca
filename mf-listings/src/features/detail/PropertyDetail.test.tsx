import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { EnquiryFormProps } from 'shared-kernel/federation';
import { siteApi } from 'shared-kernel/react';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { answerApi } from '../../testing/answerApi';
import { detail, page } from '../../testing/fixtures';
import { createLightbox } from '../shared/lightbox';
import { PropertyDetail } from './PropertyDetail';

jest.mock('../map/olMap', () => ({
  createPropertyMap: jest.fn(() => ({ closePopup: jest.fn(), destroy: jest.fn() })),
}));

const openLightbox = jest.fn();
jest.mock('../shared/lightbox', () => ({
  createLightbox: jest.fn(() => ({ open: openLightbox, destroy: jest.fn() })),
}));

function EnquiryStub({ kind, propertyId }: EnquiryFormProps) {
  return <p>{`form ${kind} for ${propertyId}`}</p>;
}

function SlotEcho({ kind, visitSlotId }: EnquiryFormProps) {
  return <p>{`${kind} form with slot ${visitSlotId ?? 'none'}`}</p>;
}

const sendBeacon = jest.fn(() => true);

beforeEach(() => {
  Object.assign(navigator, { sendBeacon });
  sendBeacon.mockClear();
  openLightbox.mockClear();
  window.print = jest.fn();
});

afterEach(() => {
  jest.restoreAllMocks();
  document.getElementById('__INITIAL_DATA__')?.remove();
});

function renderDetail(id: number, language: 'fr' | 'nl' | 'de' = 'fr') {
  return renderWithProviders(<PropertyDetail id={id} enquirySlot={EnquiryStub} />, { language, namespaces: ['listings'] });
}

describe('PropertyDetail', () => {
  it('shows a property for sale with its price, attributes, EPC label and the sale forms', async () => {
    answerApi({
      '/api/properties/1242': { body: detail() },
      '/api/properties': { body: page([]) },
      '/api/site': { body: { agency: { name: 'Lambermont Immobilier', phone: '025123456', email: 'info@x.be', street: 'Avenue Louise 231', zip: '1050', city: 'Bruxelles' } } },
    });
    await renderDetail(1242);
    expect(await screen.findByRole('heading', { level: 1, name: 'Duplex 4 chambres' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('€ 680.000');
    expect(screen.getByText('Appartement · 1050 Ixelles')).toBeInTheDocument();
    // For sale in Brussels above € 600.000: no relief even for a sole own home (85.000 + the agency's 9.300).
    expect(await screen.findByRole('row', { name: /^Total à prévoir/ })).toHaveTextContent('€ 774.300');
    expect(screen.getByText('Un duplex lumineux.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Façades 2 façades (fermée)' })).toBeInTheDocument();
    // 240 kWh/m² in Brussels is an E: Flanders' renovation obligation is not Brussels' rule.
    expect(screen.getByRole('img', { name: 'Label PEB E' })).toHaveAttribute('src', '/epc/brussels/e.svg');
    expect(screen.queryByText(/rénovés/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Certificat PEB' })).toHaveAttribute('href', '/api/documents/1');

    const summaries = screen.getAllByText(/^(Demander|Envoyer|Faire|Poser)/).map((element) => element.textContent);
    expect(summaries).toEqual(['Demander une visite', 'Demander les documents', 'Envoyer à un ami', 'Faire une offre']);
    const visit = screen.getByText('Demander une visite').closest('details');
    expect(screen.queryByText('form visit for 1242')).not.toBeInTheDocument();
    if (visit) {
      visit.open = true;
      fireEvent(visit, new Event('toggle'));
    }
    expect(await screen.findByText('form visit for 1242')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Imprimer' }));
    expect(window.print).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Lambermont Immobilier', { exact: false })).toBeInTheDocument();
  });

  it('sends one visit beacon per view', async () => {
    answerApi({ '/api/properties/1242': { body: detail() }, '/api/properties': { body: page([]) } });
    function Rerendering() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>{`render ${renders}`}</button>
          <PropertyDetail id={1242} enquirySlot={EnquiryStub} />
        </>
      );
    }
    await renderWithProviders(<Rerendering />, { language: 'fr', namespaces: ['listings'] });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/track/property-view');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(body);
    });
    expect(JSON.parse(text)).toEqual({ propertyId: 1242 });
    expect(body.type).toBe('application/json');
    fireEvent.click(screen.getByRole('button', { name: 'render 0' }));
    expect(await screen.findByRole('button', { name: 'render 1' })).toBeInTheDocument();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('opens the lightbox at the photo chosen', async () => {
    answerApi({ '/api/properties/1242': { body: detail() }, '/api/properties': { body: page([]) } });
    await renderDetail(1242, 'nl');
    fireEvent.click(await screen.findByRole('button', { name: 'Foto 2 van 3 openen' }));
    await waitFor(() => expect(openLightbox).toHaveBeenCalledWith(1));
  });

  it("gives the lightbox the agency's licence key from the site settings", async () => {
    answerApi({
      '/api/properties/1242': { body: detail() },
      '/api/properties': { body: page([]) },
      '/api/site': { body: { siteInfo: { galleryLicenseKey: 'ABCD-1234-EFG-5678' } } },
    });
    const { store } = await renderDetail(1242, 'fr');
    // The server render brings the site settings with the page; here they arrive first.
    await waitFor(() => expect(siteApi.endpoints.siteConfiguration.select('fr')(store.getState()).data).toBeDefined());
    jest.mocked(createLightbox).mockClear();
    fireEvent.click(await screen.findByRole('button', { name: /^Ouvrir la photo 1/ }));
    await waitFor(() => expect(openLightbox).toHaveBeenCalledWith(0));
    expect(jest.mocked(createLightbox).mock.calls[0]?.[4]).toBe('ABCD-1234-EFG-5678');
  });

  it('says "no photo found" when there is none', async () => {
    answerApi({ '/api/properties/1242': { body: detail({ Photos: [] }) }, '/api/properties': { body: page([]) } });
    await renderDetail(1242, 'fr');
    expect(await screen.findByText('Aucune photo trouvée')).toBeInTheDocument();
  });

  it.each([
    [3, 0, 'Ce bien a été vendu.'],
    [4, 1, 'Ce bien a été loué.'],
  ])('shows Marquee %i clearly and offers no enquiry', async (Marquee, Goal, notice) => {
    answerApi({ '/api/properties/77': { body: detail({ ID: 77, Marquee: Marquee as 3, Goal: Goal as 0 }) }, '/api/properties': { body: page([]) } });
    await renderDetail(77);
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.queryByText('Demander une visite')).not.toBeInTheDocument();
  });

  it('lists the next visit slots, each a link to the visit form, and choosing one opens the visit form with it', async () => {
    const slot = { id: '0b6f0a52-6d2c-4c4e-8f55-1f0a7c1e0a02', startsAt: '2026-12-12T09:00:00.000Z', endsAt: '2026-12-12T11:00:00.000Z', kind: 'open-house', placesLeft: 1 };
    answerApi({
      '/api/properties/1242': { body: detail() },
      '/api/properties': { body: page([]) },
      '/api/properties/1242/visit-slots': { body: { slots: [slot] } },
    });
    renderWithProviders(<PropertyDetail id={1242} enquirySlot={SlotEcho} />, { language: 'nl', namespaces: ['listings'] });
    await screen.findByRole('region', { name: 'Volgende bezoeken' });
    const choose = screen.getByRole('link', { name: 'Dit tijdstip boeken' });
    // Without scripts the link leads to the slot's choice in the visit form.
    expect(choose).toHaveAttribute('href', `#enquiry-visit-slot-${slot.id}`);
    expect(choose).toHaveAccessibleDescription('zaterdag 12 december 2026, 10:00–12:00 Opendeurdag · nog 1 plaats');
    fireEvent.click(choose);
    expect(await screen.findByText(`visit form with slot ${slot.id}`)).toBeInTheDocument();
    expect(screen.getByText('Een bezoek aanvragen')).toHaveFocus();
  });

  it('chooses the slot its address names: a link to it followed before the scripts took over', async () => {
    const slot = { id: '0b6f0a52-6d2c-4c4e-8f55-1f0a7c1e0a03', startsAt: '2026-12-12T09:00:00.000Z', endsAt: '2026-12-12T11:00:00.000Z', kind: 'visit', placesLeft: 1 };
    answerApi({
      '/api/properties/1242': { body: detail() },
      '/api/properties': { body: page([]) },
      '/api/properties/1242/visit-slots': { body: { slots: [slot] } },
    });
    window.location.hash = `#enquiry-visit-slot-${slot.id}`;
    try {
      renderWithProviders(<PropertyDetail id={1242} enquirySlot={SlotEcho} />, { language: 'nl', namespaces: ['listings'] });
      expect(await screen.findByText(`visit form with slot ${slot.id}`)).toBeInTheDocument();
    } finally {
      window.location.hash = '';
    }
  });

  it('offers the rental application for a property for rent', async () => {
    answerApi({ '/api/properties/5': { body: detail({ ID: 5, Goal: 1 }) }, '/api/properties': { body: page([]) } });
    await renderDetail(5, 'de');
    expect(await screen.findByText('Als Mieter bewerben')).toBeInTheDocument();
    expect(screen.queryByText('Ein Angebot machen')).not.toBeInTheDocument();
  });

  it('says "not found or sold" with the lists for an id that does not exist', async () => {
    answerApi({});
    await renderDetail(999999, 'nl');
    expect(await screen.findByRole('heading', { name: 'Pand niet gevonden of verkocht' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Te koop' })).toHaveAttribute('href', '/nl/te-koop/');
    expect(screen.getByRole('link', { name: 'Te huur' })).toHaveAttribute('href', '/nl/te-huur/');
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('uses the property the api inlined in the page instead of asking again', async () => {
    const fetch = answerApi({ '/api/properties': { body: page([]) } });
    const script = document.createElement('script');
    script.id = '__INITIAL_DATA__';
    script.type = 'application/json';
    script.textContent = JSON.stringify({ property: detail({ TypeDescription: 'Maison inlinée' }) });
    document.body.append(script);
    await renderDetail(1242);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maison inlinée' })).toBeInTheDocument();
    const asked = fetch.mock.calls.map(([input]) => new URL((input as Request).url).pathname);
    expect(asked).not.toContain('/api/properties/1242');
  });
});
