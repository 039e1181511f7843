// The entry: the styles, then the app (boot.tsx). On a pre-rendered public page (decision 0024) the
// browser first paints the page the server sent, and only then fetches and evaluates the app's code,
// a few libraries at a time with a pause between, so the visitor reads (and scrolls) the page while
// the app starts instead of waiting on one long block of script. The web font is not imported here:
// index.html preloads it and declares its faces (build/fonts.ts), pre-rendered pages included.
import './styles.css';
import { installChunkReload } from '../lib/chunk-reload.ts';

// Before any chunk is asked for: a tab of the previous deployment reloads into the new one (decision 0027).
installChunkReload();

/** Resolves after the next frame has been painted, or soon anyway in a tab that does not paint (hidden). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 250);
  });
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The largest parts the app starts with, each evaluated in a task of its own before the rest: the
 * libraries, then the HTTP client. zod is not among them: the start builds no schema, the pages that
 * do load it with them (decision 0034). Each is a chunk of its own, with what it imports that no step before it did
 * (build/first-load-chunks.ts); boot.tsx's chunk holds the rest of the start. A step costs every
 * page a script and this page two (the bundler loads it through a proxy chunk), so keep them few
 * (decision 0034).
 */
const steps = [
  () => import('react-dom/client'),
  () => import('../lib/i18n.ts'),
  () => import('../lib/http.ts'),
];

async function start(): Promise<void> {
  if (document.getElementById('prerendered')) {
    await afterNextPaint();
    for (const step of steps) {
      await step();
      await pause();
    }
  }
  const { renderApp } = await import('./boot.tsx');
  await pause();
  renderApp();
}

// Not a top-level await: other chunks may then import this one's code (the chunk reload, Vite's
// preload helper) instead of it being a script more, and a failed start reaches the chunk reload as
// an unhandled rejection.
void start();
