/**
 * A POST of form data that reports its upload's progress: XMLHttpRequest's `upload.onprogress`,
 * which Chromium, Firefox and WebKit all have. A fetch with a streamed body would report it too,
 * but only Chromium sends one (and over HTTP/2 only), so it is no choice for the contact form's files.
 */
export function uploadWithProgress(
  url: string,
  body: FormData,
  {
    headers,
    timeoutMs,
    onProgress,
  }: { headers: Record<string, string>; timeoutMs: number; onProgress: (fraction: number) => void },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.timeout = timeoutMs;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(new Error("network error"));
    request.ontimeout = () => reject(new Error("timeout"));
    request.onabort = () => reject(new Error("aborted"));
    request.send(body);
  });
}
