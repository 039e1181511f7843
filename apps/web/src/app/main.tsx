// The entry: the styles, then the app (boot.tsx). On a pre-rendered public page (decision 0024) the
// browser first paints the page the server sent, and only then fetches and evaluates the app's code,
// a few libraries at a time with a pause between, so the visitor reads (and scrolls) the page while
// the app starts instead of waiting on one long block of script.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles.css';

/** Resolves after the next frame has been painted, or soon anyway in a tab that does not paint (hidden). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 250);
  });
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The largest libraries the app starts with, each evaluated in a task of its own before the rest. */
const steps = [() => import('react-dom/client'), () => import('../lib/i18n.ts'), () => import('axios')];

if (document.getElementById('prerendered')) {
  await afterNextPaint();
  for (const step of steps) {
    await step();
    await pause();
  }
}
await import('./boot.tsx');
