import { isbot } from "isbot";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { cloudflareContext } from "./lib/context.ts";
import { modulesAfterFirstPaint } from "./lib/first-paint.server.ts";
import { renderDocument } from "./lib/render-document.server.ts";
import { requestHtmlMemo } from "#app/ui/memo-html/memo-html.server.tsx";
import { HtmlMemoProvider } from "#app/ui/memo-html/memo-html.tsx";
import { firstHtmlCodeLoaded } from "#app/ui/on-demand/first-html-code.ts";
import { NonceProvider } from "./ui/nonce.tsx";
import { RequestValuesProvider } from "./ui/request-values.tsx";

export const streamTimeout = 5_000;

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
  // Their boundaries then finish in the first render: nothing is streamed behind a fallback.
  await firstHtmlCodeLoaded();
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");

  const { body, allReady } = await renderDocument(
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
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject and are logged by React Router; log only the streamed ones.
        if (shellRendered) console.error(error);
      },
      through: (sink) => modulesAfterFirstPaint(nonce, sink),
    },
  );
  shellRendered = true;
  ctx.waitUntil(allReady.then(htmlMemo.drawMissed).catch((error: unknown) => console.error(error)));

  // Crawlers get the whole document at once.
  if (userAgent && isbot(userAgent)) await allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
