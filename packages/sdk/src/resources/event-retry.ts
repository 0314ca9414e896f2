/** How long to wait before reconnecting a stream the network cut (the server may say otherwise with `retry`). */
export const EVENT_STREAM_RETRY_MS = 2000;
