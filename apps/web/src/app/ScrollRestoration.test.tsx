import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi, type MockInstance } from 'vitest';
import { pagePlaceholder } from '../lib/page-shown.ts';
import { ScrollRestoration } from './ScrollRestoration.tsx';

/** Where the window is, as the browser would have it (jsdom does not scroll). */
function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** The scroll happens at the end of the commit's task (lib/page-shown.ts), before any paint. */
const afterTheCommit = () => Promise.resolve();

function Nav() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate('/next')}>next</button>
      <button type="button" onClick={() => void navigate('/next#prices')}>to the prices</button>
      <button type="button" onClick={() => void navigate(-1)}>back</button>
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollRestoration />
      <Nav />
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="/next" element={<h2 id="prices">prices</h2>} />
      </Routes>
    </MemoryRouter>,
  );

describe('ScrollRestoration', () => {
  let scrollTo: MockInstance;

  beforeEach(() => {
    sessionStorage.clear();
    scrolledTo(0);
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((_x, y) => scrolledTo(Number(y)));
  });

  afterEach(() => {
    vi.restoreAllMocks();
    scrolledTo(0);
    sessionStorage.clear();
  });

  it('leaves the first page where the browser has it', async () => {
    scrolledTo(300);
    renderAt('/');
    await afterTheCommit();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(300);
  });

  it('starts a new page at the top', async () => {
    renderAt('/');
    scrolledTo(800);
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByRole('heading', { name: 'prices' })).toBeTruthy();
    await afterTheCommit();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('returns to where a page was left on going back', async () => {
    renderAt('/');
    scrolledTo(800);
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    scrolledTo(150);
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByText('home')).toBeTruthy();
    await afterTheCommit();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 800);
  });

  it('scrolls the element a #hash names into view', async () => {
    // jsdom has no scrollIntoView.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    renderAt('/');
    scrolledTo(800);
    fireEvent.click(screen.getByRole('button', { name: 'to the prices' }));
    await afterTheCommit();
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'prices' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns to where the page was after a reload of the tab', async () => {
    const first = renderAt('/');
    scrolledTo(640);
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    scrolledTo(0);
    renderAt('/');
    await afterTheCommit();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('returns to the position once the page is there, not on the loading screen standing in for it', async () => {
    // Coming back, the page first shows its stand-in, as under Preact while a page's code loads.
    let comesBackLoading = false;
    function Home() {
      const [loaded, setLoaded] = useState(!comesBackLoading);
      if (loaded) return <p>home</p>;
      return (
        <p {...pagePlaceholder(true)}>
          loading <button type="button" onClick={() => setLoaded(true)}>code loaded</button>
        </p>
      );
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollRestoration />
        <Nav />
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/next" element={<p>next page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    scrolledTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    scrolledTo(0);
    scrollTo.mockClear();
    comesBackLoading = true;
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByText('loading')).toBeTruthy();
    await afterTheCommit();
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'code loaded' }));
    expect(screen.getByText('home')).toBeTruthy();
    await vi.waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 900));
  });
});
