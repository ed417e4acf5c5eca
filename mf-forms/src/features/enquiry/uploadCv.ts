/** What an upload ends with: the stored file's id, or a key of the forms dictionary. */
export type UploadResult = { ok: true; id: string; name: string } | { ok: false; error: string };

/**
 * Sends the CV with XMLHttpRequest, the one browser api that reports upload progress, and never
 * throws: every failure becomes a message the form can show beside the file input.
 */
export function uploadCv(file: File, onProgress: (percent: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/forms/uploads');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as { id?: string; name?: string; message?: string; fields?: { cv?: string } } | null;
      if (request.status === 201 && body?.id) resolve({ ok: true, id: body.id, name: body.name ?? file.name });
      else if (request.status === 429) resolve({ ok: false, error: 'server.tooManyAttempts' });
      else resolve({ ok: false, error: body?.fields?.cv ?? 'errors.cvFailed' });
    };
    request.onerror = () => resolve({ ok: false, error: 'errors.cvFailed' });
    const data = new FormData();
    data.append('cv', file);
    request.send(data);
  });
}
