import { LanguageContext } from '@events/api-client/language';
import type { RemoteName } from '@events/contracts/frontend';
import type { RenderedPage, RenderPageInput } from '@events/contracts/page-render';
import { MemoryRouter } from '@events/router';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { AppContent } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { isRemoteName } from '../federation/remote-names';
import { RenderedRemoteContext } from '../federation/rendered-remote';
import { isRemoteRoutesModule } from '../federation/remote-routes-module';

/** How React's server render opens a Suspense boundary it left for the browser to render (its content suspended or threw). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The shell's server build (issue 29): the page's `#root` markup at `input.url`, the layout around the remote's
 * routes, rendered on a query cache holding the remote's entries (dated by the product's clock, so the browser
 * takes them as fresh) and waiting for every lazy screen. Any error in the tree fails the render: the backend then
 * sends the page for the browser to render, never half a page.
 */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  if (!isRemoteName(input.remoteName)) throw new Error(`${input.remoteName} is not a remote`);
  if (!isRemoteRoutesModule(input.remote)) throw new Error(`${input.remoteName}'s server build exports no routes component`);
  const remote: RemoteName = input.remoteName;
  const client = createQueryClient();
  for (const query of input.queries) client.setQueryData(query.queryKey, query.data, { updatedAt: input.now });
  const Routes = input.remote.default;
  const rendered = {
    remote,
    element: (
      <QueryClientProvider client={client}>
        <Routes />
      </QueryClientProvider>
    ),
  };
  const page = (
    <StrictMode>
      <LanguageContext value={input.language}>
        <MemoryRouter initialEntries={[input.url]}>
          <RenderedRemoteContext value={rendered}>
            <AppContent />
          </RenderedRemoteContext>
        </MemoryRouter>
      </LanguageContext>
    </StrictMode>
  );
  return { html: immediateRender(page) ?? (await waitingRender(page)), state: dehydrate(client) };
}

/**
 * The page rendered at once, or null when part of it has to be waited for: renderToString costs about a fifth less
 * CPU than prerender, but cannot wait. A boundary whose content suspends (a lazy screen's first render in this
 * process) or throws comes out as its fallback, marked for the browser to render; a suspension or error outside any
 * boundary throws. Either way waitingRender renders the page again, waits for what suspended and reports what failed.
 */
function immediateRender(page: ReactNode): string | null {
  try {
    const html = renderToString(page);
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : html;
  } catch {
    return null;
  }
}

/** The page rendered once every boundary's content is in; rejects with the first error any part of it threw. */
async function waitingRender(page: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(page, {
    onError: (error) => void errors.push(error),
    // Every boundary inline: larger ones would otherwise come as a template and an inline script to move it in place,
    // which the page's script policy (script-src 'self') refuses.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return html;
}
