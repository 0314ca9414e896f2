import ReactDOMServer from 'react-dom/server.node';

/**
 * `react-dom/server` as the site's React renderer sees it, with one difference: an island's HTML is read once
 * every part of it is ready (`allReady`), with no part held back for later. The renderer reads the stream as soon
 * as the island's outer shell is ready; a part still waiting then (a screen's code split out with `lazy`, loaded
 * on the server the first time that screen renders after a start) went out as its loader, the part itself after
 * it with an inline script to swap them, which the page's Content Security Policy refuses (scripts by hash only).
 * The creator then saw the loader, and the browser rendered the island again from nothing (React's error 419).
 * Read whole, the island's HTML is the screen itself, as it is on every later visit.
 */
async function renderToReadableStream(
  ...[children, options]: Parameters<typeof ReactDOMServer.renderToReadableStream>
): ReturnType<typeof ReactDOMServer.renderToReadableStream> {
  const stream = await ReactDOMServer.renderToReadableStream(children, {
    ...options,
    // A large part ready in time is written in place too, never split off to be swapped in by a script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  await stream.allReady;
  return stream;
}

export default { ...ReactDOMServer, renderToReadableStream };
