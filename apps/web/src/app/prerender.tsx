// The public pages' first paint, rendered at build time (decision 0024): the header, the page as it
// looks before its data arrives, and the footer, in each language. apps/web/build/prerender.ts runs
// this module in Node after the client build and writes the HTML the server sends for these paths;
// the app replaces it once its own page is ready (PrerenderHandoff).
import type { Locale } from '@dcm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import LoginPage from '../features/auth/pages/LoginPage.tsx';
import FaqPage from '../features/content/pages/FaqPage.tsx';
import HelpPage from '../features/content/pages/HelpPage.tsx';
import NoticePage from '../features/content/pages/NoticePage.tsx';
import MainPage from '../features/home/pages/MainPage.tsx';
import JoinChooserPage from '../features/members/pages/JoinChooserPage.tsx';
import i18n from '../lib/i18n.ts';
import { MainLayout } from './layouts/MainLayout.tsx';

/** The pre-rendered paths and the file name each one's HTML is written under. */
export const PRERENDERED_PAGES: Record<string, { file: string; page: ComponentType }> = {
  '/': { file: 'home', page: MainPage },
  '/faq': { file: 'faq', page: FaqPage },
  '/notice': { file: 'notice', page: NoticePage },
  '/login': { file: 'login', page: LoginPage },
  '/join': { file: 'join', page: JoinChooserPage },
  '/login/join': { file: 'login-join', page: JoinChooserPage },
  '/help': { file: 'help', page: HelpPage },
};

/** The markup of one page in one language: what the app itself renders there before any data arrives. */
export async function renderPage(path: string, locale: Locale): Promise<string> {
  const entry = PRERENDERED_PAGES[path];
  if (!entry) throw new Error(`${path} is not a pre-rendered page`);
  await i18n.changeLanguage(locale);
  const Page = entry.page;
  // Nothing fetches while rendering on the server: every query stays pending, as on the phone before the answers come.
  const queryClient = new QueryClient();
  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={path}>
          <Routes>
            <Route element={<MainLayout />}>
              <Route path={path} element={<Page />} />
            </Route>
          </Routes>
        </StaticRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return new Response(prelude).text();
}
