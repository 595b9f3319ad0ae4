import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { cloudflareContext } from "./lib/context.ts";
import { requestHtmlMemo } from "#app/ui/memo-html/memo-html.server.tsx";
import { HtmlMemoProvider } from "#app/ui/memo-html/memo-html.tsx";
import { firstHtmlCodeLoaded } from "#app/ui/on-demand/first-html-code.ts";
import { NonceProvider } from "./ui/nonce.tsx";
import { RequestValuesProvider } from "./ui/request-values.tsx";

export const streamTimeout = 5_000;

// Every answer waits for `allReady`, not only a crawler's: the page cache stores the text it reads, and without
// JavaScript a boundary sent behind its fallback would never be shown (decision 035).
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const { nonce, ctx } = loadContext.get(cloudflareContext);
  const htmlMemo = requestHtmlMemo(request.url);
  // Their boundaries then finish in the first render: nothing waits behind a fallback.
  await firstHtmlCodeLoaded();
  let shellRendered = false;

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <HtmlMemoProvider value={htmlMemo.memo}>
        <RequestValuesProvider value={loadContext}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestValuesProvider>
      </HtmlMemoProvider>
    </NonceProvider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      // Past 12.8 kB React sends a boundary hidden for a script to reveal: without JavaScript an editor stays hidden.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject and are logged by React Router; log only the streamed ones.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  await body.allReady;
  ctx.waitUntil(htmlMemo.drawMissed().catch((error: unknown) => console.error(error)));

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
