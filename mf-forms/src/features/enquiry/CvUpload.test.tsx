import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-kernel/react/testing';
import { EnquiryForm } from './EnquiryForm';

/** An XMLHttpRequest that the test drives: progress events, then the api's answer. */
class FakeUpload {
  static last: FakeUpload | undefined;
  status = 0;
  response: unknown = null;
  responseType = '';
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  sent: FormData | undefined;
  url = '';

  constructor() {
    FakeUpload.last = this;
  }

  open(_method: string, url: string) {
    this.url = url;
  }

  send(body: FormData) {
    this.sent = body;
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  answer(status: number, body: unknown) {
    this.status = status;
    this.response = body;
    this.onload?.();
  }
}

beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ id: '6f1c1f1e-0d2b-4a51-9d67-5cf3d3b8e0aa', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', question: 'Combien font un plus deux ? Répondez en chiffres.' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
  Object.assign(globalThis, { XMLHttpRequest: FakeUpload });
});

afterEach(() => jest.restoreAllMocks());

jest.setTimeout(30_000);

describe('the CV upload of the job form', () => {
  it('shows the upload progress, then the file received', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<EnquiryForm kind="job" />, { language: 'nl', namespaces: ['forms'] });
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText('Uw cv (PDF, DOC, DOCX of ODT, hoogstens 5 MB)'), file);

    const upload = FakeUpload.last!;
    expect(upload.url).toBe('/api/forms/uploads');
    expect((upload.sent?.get('cv') as File).name).toBe('cv.pdf');
    act(() => upload.progress(40, 100));
    expect(await screen.findByRole('progressbar', { name: 'Uw cv wordt verzonden: 40%' })).toHaveAttribute('value', '40');
    act(() => upload.answer(201, { id: '0b1c7f7e-8a55-4d43-9f1a-2f7f0d3c9a11', name: 'cv.pdf' }));
    expect(await screen.findByText('Cv ontvangen: cv.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says why a file was refused and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<EnquiryForm kind="job" />, { language: 'fr', namespaces: ['forms'] });
    await user.type(await screen.findByLabelText('Prénom'), 'Anne');
    await user.upload(screen.getByLabelText('Votre CV (PDF, DOC, DOCX ou ODT, 5 Mo au plus)'), new File(['MZ'], 'cv.pdf', { type: 'application/pdf' }));
    act(() => FakeUpload.last!.answer(415, { error: 'cv_type', message: 'Not a CV.', key: 'errors.cvType', fields: { cv: 'errors.cvType' } }));
    expect(await screen.findByText('Votre CV doit être un fichier PDF, DOC, DOCX ou ODT')).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Anne');
  });

  it("says the api's general refusals in the common words, as every front end does", async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<EnquiryForm kind="job" />, { language: 'fr', namespaces: ['forms'] });
    await user.upload(await screen.findByLabelText('Votre CV (PDF, DOC, DOCX ou ODT, 5 Mo au plus)'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    act(() => FakeUpload.last!.answer(429, { error: 'too_many_requests', message: 'Too many requests.', key: 'apiErrors.tooManyRequests' }));
    expect(await screen.findByText('Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.')).toBeInTheDocument();
  });

  it('refuses an empty or oversized file before sending it', async () => {
    const user = userEvent.setup({ delay: null });
    FakeUpload.last = undefined;
    await renderWithProviders(<EnquiryForm kind="job" />, { language: 'de', namespaces: ['forms'] });
    const input = await screen.findByLabelText('Ihr Lebenslauf (PDF, DOC, DOCX oder ODT, höchstens 5 MB)');
    await user.upload(input, new File([], 'leer.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Die gewählte Datei ist leer')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'gross.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByText('Ihr Lebenslauf darf höchstens 5 MB groß sein')).toBeInTheDocument());
    expect(FakeUpload.last).toBeUndefined();
  });
});
