import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

/** How many bytes a chunk body holds: tus hands the stack Blob slices in browsers and Buffers in Node. */
function byteSize(body: unknown): number {
  if (body instanceof Blob) return body.size;
  if (ArrayBuffer.isView(body)) return body.byteLength;
  return 0;
}

class FetchHttpResponse implements HttpResponse {
  constructor(
    private readonly response: Response,
    private readonly body: string,
  ) {}
  getStatus() {
    return this.response.status;
  }
  getHeader(header: string) {
    return this.response.headers.get(header) ?? undefined;
  }
  getBody() {
    return this.body;
  }
  getUnderlyingObject() {
    return this.response;
  }
}

class FetchHttpRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();
  private reportProgress: (bytesSent: number) => void = () => undefined;

  constructor(
    private readonly method: string,
    private readonly url: string,
    private readonly fetchImpl: typeof fetch,
  ) {}

  getMethod() {
    return this.method;
  }
  getURL() {
    return this.url;
  }
  setHeader(header: string, value: string) {
    this.headers[header] = value;
  }
  getHeader(header: string) {
    return this.headers[header];
  }
  setProgressHandler(handler: (bytesSent: number) => void) {
    this.reportProgress = handler;
  }
  async send(body?: unknown): Promise<HttpResponse> {
    // Called as a plain function: browsers refuse `window.fetch` invoked as a method of another object.
    const send = this.fetchImpl;
    const response = await send(this.url, {
      method: this.method,
      headers: this.headers,
      body: (body ?? null) as BodyInit | null,
      signal: this.controller.signal,
    });
    // fetch reports no upload progress, so a chunk counts once it is acknowledged; chunks are 64 KB (spec 9),
    // which keeps the bar moving smoothly anyway.
    if (body != null) this.reportProgress(byteSize(body));
    return new FetchHttpResponse(response, await response.text());
  }
  async abort() {
    this.controller.abort();
  }
  getUnderlyingObject() {
    return this.controller;
  }
}

/**
 * A tus HTTP stack over `fetch`, so uploads go through the same `fetch` as every other call: one code path in
 * browsers and Node, and tests stub a single boundary.
 */
export function createFetchHttpStack(fetchImpl: () => typeof fetch): HttpStack {
  return {
    getName: () => 'FetchHttpStack',
    createRequest: (method, url) => new FetchHttpRequest(method, url, fetchImpl()),
  };
}
