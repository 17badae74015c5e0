const HEARTBEAT_MS = 25_000;

/**
 * A Server-Sent Events response. `open` receives a send function and returns its clean-up,
 * which runs when the browser leaves (the request is aborted) or the server shuts down.
 */
export function eventStream(
  request: Request,
  stopping: AbortSignal,
  open: (send: (event: string, data: unknown) => void) => () => void,
): Response {
  const encoder = new TextEncoder();
  let cleanup: (() => void) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        cleanup?.();
        try {
          controller.close();
        } catch {
          // Already closed by the other side.
        }
      };
      const write = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      write('retry: 3000\n\n');
      cleanup = open((event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      // A comment line keeps proxies from closing an idle connection.
      heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      request.signal.addEventListener('abort', close, { once: true });
      stopping.addEventListener('abort', close, { once: true });
      if (stopping.aborted) close();
    },
    cancel() {
      clearInterval(heartbeat);
      cleanup?.();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: compression must not buffer the stream.
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  });
}
