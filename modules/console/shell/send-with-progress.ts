/** What a console upload answered: its status and JSON body (null when it was not JSON or the network failed). */
export interface SentAnswer<T> {
  status: number;
  body: T | null;
}

/**
 * POSTs a form with XMLHttpRequest, the one browser API that reports an upload's progress (fetch does not):
 * `onProgress` gets the share sent, 0 to 1. A network failure answers status 0.
 */
export function sendWithProgress<T>(url: string, form: FormData, onProgress: (share: number) => void): Promise<SentAnswer<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: request.response as T | null });
    request.onerror = () => resolve({ status: 0, body: null });
    request.send(form);
  });
}
