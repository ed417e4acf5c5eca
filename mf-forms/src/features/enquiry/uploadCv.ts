import { apiErrorKeys } from 'shared-kernel/react';

/** What an upload ends with: the stored file's id, or a dictionary key of what went wrong. */
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
      const body = request.response as { id?: string; name?: string } | null;
      if (request.status === 201 && body?.id) resolve({ ok: true, id: body.id, name: body.name ?? file.name });
      else {
        const { key, fields } = apiErrorKeys({ status: request.status, data: body });
        resolve({ ok: false, error: fields.cv ?? key });
      }
    };
    // No answer at all: the network's key.
    request.onerror = () => resolve({ ok: false, error: apiErrorKeys(undefined).key });
    const data = new FormData();
    data.append('cv', file);
    request.send(data);
  });
}
