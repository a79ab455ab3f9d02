import { api, CSRF_HEADER, messageFromErrorBody, type UploadProblem, type UploadRefusal, type UploadResult } from '@nextlevel/bff/contract';
import { ApiError } from '@nextlevel/shell/api';

/** A refused upload (product §8's message) with the records the server named. */
export class UploadRefusedError extends ApiError {
  constructor(
    message: string,
    status: number,
    readonly problems: UploadProblem[],
  ) {
    super(message, status);
  }
}

export interface UploadCallbacks {
  /** The share of the body sent so far (0 to 1). */
  onProgress: (fraction: number) => void;
  /** Every byte is sent; the server is storing the rows. */
  onSent: () => void;
  signal: AbortSignal;
}

const problemsOf = (text: string): UploadProblem[] => {
  try {
    const { problems } = JSON.parse(text) as UploadRefusal;
    return Array.isArray(problems) ? problems : [];
  } catch {
    return [];
  }
};

/**
 * POST /api/internal/upload-data with the JSON body made by the CSV worker. XMLHttpRequest,
 * not the shell's fetch client, because only it reports upload progress; it sends what that
 * client sends (credentials, the CSRF header, a JSON content type) and words failures by product §8.
 */
export const uploadData = (body: Blob, { onProgress, onSent, signal }: UploadCallbacks): Promise<Partial<UploadResult>> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', api.uploadData);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, '1');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = onSent;
    const abort = () => xhr.abort();
    signal.addEventListener('abort', abort);
    xhr.onloadend = () => signal.removeEventListener('abort', abort);
    xhr.onabort = () => reject(signal.reason);
    xhr.onerror = () => reject(new Error('network error'));
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          // product §7: the answer's message is optional.
          resolve(text ? (JSON.parse(text) as UploadResult) : {});
        } catch {
          reject(new Error('unreadable answer'));
        }
        return;
      }
      reject(new UploadRefusedError(messageFromErrorBody(text, xhr.statusText), xhr.status, problemsOf(text)));
    };
    xhr.send(body);
  });
