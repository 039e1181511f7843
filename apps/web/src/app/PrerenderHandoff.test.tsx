import { fireEvent, render } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_PLACEHOLDER_ATTRIBUTE } from '../lib/page-shown.ts';
import { PrerenderHandoff } from './PrerenderHandoff.tsx';

afterEach(() => {
  document.getElementById('prerendered')?.remove();
});

describe('the hand-off from the pre-rendered page', () => {
  it('keeps the pre-rendered page while the app page loads, and swaps it for the app in the commit that shows that page', async () => {
    const prerendered = document.createElement('div');
    prerendered.id = 'prerendered';
    prerendered.textContent = 'static copy';
    document.body.append(prerendered);
    const root = document.createElement('div');
    root.hidden = true;
    root.id = 'root';
    document.body.append(root);
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
    root.remove();
  });

  it('waits, when it commits beside the loading screen standing in for the page (as under Preact), until the page replaces it', async () => {
    const prerendered = document.createElement('div');
    prerendered.id = 'prerendered';
    document.body.append(prerendered);
    const root = document.createElement('div');
    root.hidden = true;
    root.id = 'root';
    document.body.append(root);
    function Shell() {
      const [loaded, setLoaded] = useState(false);
      return (
        <>
          {loaded ? (
            <h1>app page</h1>
          ) : (
            <p {...{ [PAGE_PLACEHOLDER_ATTRIBUTE]: '' }}>
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
    root.remove();
  });
});
