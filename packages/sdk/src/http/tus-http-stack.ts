import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import type { FileRange } from '../resources/upload-resume';
import type { ApiTransport, BodyTransfer } from './request';

/** What tus hands the stack to send: a Blob slice or bytes, or a range of a file on disk (Node, by path). */
type UploadBody = Blob | ArrayBufferView | FileRange;

const isFileRange = (body: unknown): body is FileRange =>
  typeof body === 'object' && body !== null && typeof (body as FileRange).read === 'function';

/** How many bytes a request body holds. */
function byteSize(body: unknown): number {
  if (body instanceof Blob) return body.size;
  if (ArrayBuffer.isView(body)) return body.byteLength;
  if (isFileRange(body)) return body.size;
  return 0;
}

/**
 * Whether this runtime can send a streamed request body over HTTP/1.1 (Node, Deno, Bun): there the body is read
 * as the socket takes it, and progress counts its 64 KB units handed to the network. Browsers cannot (Chromium streams
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

/** The body's bytes in reads of 16 units: a file range through its file stream, a Blob by slices. */
async function* blocks(body: UploadBody, unitBytes: number): AsyncGenerator<Uint8Array> {
  if (isFileRange(body)) {
    yield* body.read();
    return;
  }
  const blob =
    body instanceof Blob
      ? body
      : new Blob([new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>]);
  const readBytes = unitBytes * UNITS_PER_READ;
  for (let read = 0; read < blob.size; read += readBytes) {
    yield new Uint8Array(await blob.slice(read, read + readBytes).arrayBuffer());
  }
}

/**
 * A request body read 16 units of `unitBytes` at a time (spec 9's 64 KB upload chunk, passed in so that this
 * lazily loaded code shares no module with the SDK's first load), reporting progress at every unit of each read
 * as it is handed to the network, so one large request still moves the progress bar smoothly. Reads of 1 MB go
 * to the socket whole: 64 KB reads made a 512 MB upload in Node take 9 s where 1 MB reads take 6 s, and handing
 * `fetch` 64 KB pieces of each read cost the client 0.4 s more CPU per 512 MB than handing it the read.
 */
export function unitStream(
  body: UploadBody,
  onUnit: (bytesSent: number) => void,
  unitBytes: number,
): ReadableStream<Uint8Array> {
  const source = blocks(body, unitBytes);
  let sent = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await source.next();
        if (next.done) {
          controller.close();
          return;
        }
        const block = next.value;
        controller.enqueue(block);
        for (let unitEnd = unitBytes; unitEnd - unitBytes < block.byteLength; unitEnd += unitBytes) {
          onUnit(sent + Math.min(unitEnd, block.byteLength));
        }
        sent += block.byteLength;
      },
      // An aborted request closes the file it was reading.
      async cancel() {
        await source.return(undefined);
      },
    },
    // No read queued ahead: a read is made when `fetch` asks for one, having written the last to the socket, so
    // progress runs at most one read ahead of the bytes sent (a file stream reads the next one meanwhile).
    new CountQueuingStrategy({ highWaterMark: 0 }),
  );
}

/** Statuses whose answer has no body (a `Response` refuses one). */
const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** Browsers: XMLHttpRequest is the one API that reports upload progress as the bytes leave. */
function xhrTransfer(reportProgress: (bytesSent: number) => void): BodyTransfer {
  return (url, { method, headers, body, signal }) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, String(url), true);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) reportProgress(event.loaded);
      };
      xhr.onload = () => {
        const answered = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const separator = line.indexOf(':');
          if (separator > 0)
            answered.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
        }
        resolve(
          new Response(NO_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, {
            status: xhr.status,
            headers: answered,
          }),
        );
      };
      xhr.onerror = () => reject(new Error('tus: the upload request failed (network error)'));
      xhr.onabort = () => reject(new Error('tus: the upload request was aborted'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body as XMLHttpRequestBodyInit);
    });
}

/** Where a streamed body can go (Node): read as the socket takes it, one progress per 64 KB unit. */
function streamTransfer(reportProgress: (bytesSent: number) => void, unitBytes: number): BodyTransfer {
  return (url, init, fetchImpl) =>
    fetchImpl(url, {
      ...init,
      body: unitStream(init.body as UploadBody, reportProgress, unitBytes),
      duplex: 'half',
    } as RequestInit);
}

/** Anywhere else (a `fetch` the host supplied in a browser): a body counts once it is acknowledged. */
function acknowledgedTransfer(reportProgress: (bytesSent: number) => void): BodyTransfer {
  return async (url, init, fetchImpl) => {
    const response = await fetchImpl(url, { ...init, body: init.body as BodyInit } as RequestInit);
    reportProgress(byteSize(init.body));
    return response;
  };
}

class TusHttpResponse implements HttpResponse {
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

class TusHttpRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();
  private reportProgress: (bytesSent: number) => void = () => undefined;

  constructor(
    private readonly method: string,
    private readonly url: string,
    private readonly transport: ApiTransport['send'],
    private readonly unitBytes: number,
    private readonly streaming: boolean,
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
    const progress = (sent: number) => this.reportProgress(sent);
    const transfer: BodyTransfer | undefined = !hasBody
      ? undefined
      : this.streaming
        ? streamTransfer(progress, this.unitBytes)
        : (url, init, fetchImpl) =>
            // The page's own fetch means a page: XMLHttpRequest reports progress there. A fetch the host
            // supplied (a test, a polyfill) is honoured, with progress on acknowledgement.
            typeof XMLHttpRequest !== 'undefined' && fetchImpl === globalThis.fetch
              ? xhrTransfer(progress)(url, init, fetchImpl)
              : acknowledgedTransfer(progress)(url, init, fetchImpl);
    const response = await this.transport(this.method, this.url, {
      headers: this.headers,
      body: hasBody ? body : null,
      signal: this.controller.signal,
      ...(transfer ? { transfer } : {}),
    });
    return new TusHttpResponse(response, await response.text());
  }

  async abort() {
    this.controller.abort();
  }
  getUnderlyingObject() {
    return this.controller;
  }
}

/**
 * A tus HTTP stack over the SDK's API transport, so uploads go the way every other call goes (one bearer
 * token, one `fetch` that tests stub), in browsers and Node. Where request bodies can stream (Node), a body is
 * read as it is sent, with progress per 64 KB unit; in a browser using its own `fetch`, bodies go
 * through XMLHttpRequest for its upload progress events; otherwise a body counts once acknowledged.
 */
export function createTusHttpStack(send: ApiTransport['send'], unitBytes: number): HttpStack {
  const streaming = streamsRequestBodies();
  return {
    getName: () => 'ApiTransportHttpStack',
    createRequest: (method, url) => new TusHttpRequest(method, url, send, unitBytes, streaming),
  };
}
