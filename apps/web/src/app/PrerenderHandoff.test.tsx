import { fireEvent, render } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { pagePlaceholder } from '../lib/page-shown.ts';
import { PrerenderHandoff } from './PrerenderHandoff.tsx';

/** The document as the server sends a pre-rendered page: the static copy, then the hidden root the app renders into. */
function prerenderedDocument(copy = ''): HTMLElement {
  const prerendered = document.createElement('div');
  prerendered.id = 'prerendered';
  prerendered.textContent = copy;
  const root = document.createElement('div');
  root.hidden = true;
  root.id = 'root';
  document.body.append(prerendered, root);
  return root;
}

afterEach(() => {
  document.getElementById('prerendered')?.remove();
  document.getElementById('root')?.remove();
});

describe('the hand-off from the pre-rendered page', () => {
  it('keeps the pre-rendered page while the app page loads, and swaps it for the app in the commit that shows that page', async () => {
    const root = prerenderedDocument('static copy');
    let load: (value: { default: () => React.JSX.Element }) => void = () => undefined;
    const Page = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (load = resolve)));
    const view = render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
        <PrerenderHandoff />
      </Suspense>,
      { container: root },
    );
    expect(document.getElementById('prerendered')).not.toBeNull();
    expect(root.hidden).toBe(true);
    load({ default: () => <h1>app page</h1> });
    await view.findByRole('heading', { name: 'app page', hidden: true });
    expect(document.getElementById('prerendered')).toBeNull();
    expect(root.hidden).toBe(false);
    view.unmount();
  });

  it('waits, when it commits beside the loading screen standing in for the page (as under Preact), until the page replaces it', async () => {
    const root = prerenderedDocument();
    function Shell() {
      const [loaded, setLoaded] = useState(false);
      return (
        <>
          {loaded ? (
            <h1>app page</h1>
          ) : (
            <p {...pagePlaceholder(true)}>
              loading <button type="button" onClick={() => setLoaded(true)}>code loaded</button>
            </p>
          )}
          <PrerenderHandoff />
        </>
      );
    }
    const view = render(<Shell />, { container: root });
    expect(document.getElementById('prerendered')).not.toBeNull();
    expect(root.hidden).toBe(true);
    fireEvent.click(view.getByRole('button', { name: 'code loaded', hidden: true }));
    await view.findByRole('heading', { name: 'app page', hidden: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('prerendered')).toBeNull();
    expect(root.hidden).toBe(false);
    view.unmount();
  });
});
