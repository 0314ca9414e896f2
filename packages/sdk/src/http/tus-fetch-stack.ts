import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

/** How many bytes a request body holds: tus hands the stack Blob slices in browsers and Buffers in Node. */
function byteSize(body: unknown): number {
  if (body instanceof Blob) return body.size;
  if (ArrayBuffer.isView(body)) return body.byteLength;
  return 0;
}

/**
 * Whether this runtime can send a streamed request body over HTTP/1.1 (Node, Deno, Bun): there the body is read
 * in 64 KB units as the socket takes them, which is what progress counts. Browsers cannot (Chromium streams
 * bodies over HTTP/2 only, others not at all), and they are the runtimes with `XMLHttpRequest`.
 */
export function streamsRequestBodies(): boolean {
  if (typeof XMLHttpRequest !== 'undefined' || typeof ReadableStream === 'undefined') return false;
  try {
    let duplexRead = false;
    const probe = new Request('http://127.0.0.1/', {
      method: 'POST',
      body: new ReadableStream(),
      get duplex() {
        duplexRead = true;
        return 'half';
      },
    } as RequestInit);
    return duplexRead && !probe.headers.has('Content-Type');
  } catch {
    return false;
  }
}

/** Units read from the file at once: one read per 16 units (1 MB), since each read of a file costs a round trip. */
const UNITS_PER_READ = 16;

/**
 * A request body in units of `unitBytes` (spec 9's 64 KB upload chunk, passed in so that this lazily loaded
 * code shares no module with the SDK's first load), reporting the bytes handed to the network after each unit,
 * so one large request still moves the progress bar smoothly. The file is read 16 units at a time: reading it
 * 64 KB at a time made a 512 MB upload in Node take 9 s where 1 MB reads take 6 s.
 */
export function unitStream(
  body: Blob | ArrayBufferView,
  onUnit: (bytesSent: number) => void,
  unitBytes: number,
): ReadableStream<Uint8Array> {
  const blob =
    body instanceof Blob
      ? body
      : new Blob([new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>]);
  let read = 0;
  let sent = 0;
  let units: Uint8Array[] = [];
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (units.length === 0) {
          if (read >= blob.size) {
            controller.close();
            return;
          }
          const block = new Uint8Array(
            await blob.slice(read, read + unitBytes * UNITS_PER_READ).arrayBuffer(),
          );
          read += block.byteLength;
          units = [];
          for (let start = 0; start < block.byteLength; start += unitBytes) {
            units.push(block.subarray(start, start + unitBytes));
          }
        }
        const unit = units.shift() as Uint8Array;
        sent += unit.byteLength;
        controller.enqueue(unit);
        onUnit(sent);
      },
    },
    // Two reads ahead of the socket: reads overlap sends, and progress stays within 2 MB of the truth.
    new CountQueuingStrategy({ highWaterMark: 2 * UNITS_PER_READ }),
  );
}

class FetchHttpResponse implements HttpResponse {
  constructor(
    private readonly status: number,
    private readonly headers: (name: string) => string | null,
    private readonly body: string,
    private readonly underlying: unknown,
  ) {}
  getStatus() {
    return this.status;
  }
  getHeader(header: string) {
    return this.headers(header) ?? undefined;
  }
  getBody() {
    return this.body;
  }
  getUnderlyingObject() {
    return this.underlying;
  }
}

type Transport = 'stream' | 'xhr' | 'fetch';

class FetchHttpRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();
  private xhr: XMLHttpRequest | undefined;
  private reportProgress: (bytesSent: number) => void = () => undefined;

  constructor(
    private readonly method: string,
    private readonly url: string,
    private readonly fetchImpl: typeof fetch,
    private readonly transport: Transport,
    private readonly unitBytes: number,
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
    const hasBody = body != null && byteSize(body) > 0;
    if (hasBody && this.transport === 'xhr') return this.sendWithXhr(body);
    const streamed = hasBody && this.transport === 'stream';
    const requestBody = streamed
      ? unitStream(body as Blob | ArrayBufferView, (sent) => this.reportProgress(sent), this.unitBytes)
      : ((body ?? null) as BodyInit | null);
    // Called as a plain function: browsers refuse `window.fetch` invoked as a method of another object.
    const send = this.fetchImpl;
    const response = await send(this.url, {
      method: this.method,
      headers: this.headers,
      body: requestBody,
      signal: this.controller.signal,
      ...(streamed ? { duplex: 'half' } : {}),
    } as RequestInit);
    // Plain fetch reports no upload progress: a body counts once it is acknowledged.
    if (hasBody && !streamed) this.reportProgress(byteSize(body));
    const text = await response.text();
    return new FetchHttpResponse(response.status, (name) => response.headers.get(name), text, response);
  }

  /** Browsers: XMLHttpRequest is the one API that reports upload progress as the bytes leave. */
  private sendWithXhr(body: unknown): Promise<HttpResponse> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      this.xhr = xhr;
      xhr.open(this.method, this.url, true);
      for (const [name, value] of Object.entries(this.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) this.reportProgress(event.loaded);
      };
      xhr.onload = () =>
        resolve(
          new FetchHttpResponse(xhr.status, (name) => xhr.getResponseHeader(name), xhr.responseText, xhr),
        );
      xhr.onerror = () => reject(new Error('tus: the upload request failed (network error)'));
      xhr.onabort = () => reject(new Error('tus: the upload request was aborted'));
      xhr.send(body as XMLHttpRequestBodyInit);
    });
  }

  async abort() {
    this.controller.abort();
    this.xhr?.abort();
  }
  getUnderlyingObject() {
    return this.xhr ?? this.controller;
  }
}

/**
 * A tus HTTP stack over `fetch`, so uploads go through the same `fetch` as every other call: one code path in
 * browsers and Node, and tests stub a single boundary. Where request bodies can stream (Node), a body is read
 * in 64 KB units as it is sent, with progress per unit; in a browser using its own `fetch`, bodies go through
 * XMLHttpRequest for its upload progress events; otherwise a body counts once acknowledged.
 */
export function createFetchHttpStack(fetchImpl: () => typeof fetch, unitBytes: number): HttpStack {
  const streaming = streamsRequestBodies();
  return {
    getName: () => 'FetchHttpStack',
    createRequest: (method, url) => {
      const current = fetchImpl();
      const transport: Transport = streaming
        ? 'stream'
        : typeof XMLHttpRequest !== 'undefined' && current === globalThis.fetch
          ? 'xhr'
          : 'fetch';
      return new FetchHttpRequest(method, url, current, transport, unitBytes);
    },
  };
}
